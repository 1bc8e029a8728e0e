import type { Abilities, GroupAbility, OrganizationAbility } from '@evenkeel/common';
import {
  type Access,
  type GroupRef,
  hasGroupRoleInOrganization,
  holdsMemberRole,
  isActive,
  isGroupAdmin,
  isGroupAdminInOrganization,
  isOrganizationAdmin,
  isOrganizationMember,
  isPlatformAdmin,
  type OrganizationRef,
} from './access';
import { benefitGroupPolicy } from './benefits';
import { contentPolicy } from './content';
import { dashboardPolicy } from './dashboards';
import { healthServicePolicy } from './health-services';
import { invitationPolicy } from './invitations';
import { organizationMemberPolicy } from './organization-members';
import { providerPolicy } from './providers';

/**
 * Organizations. Visible to platform administrators, its members and administrators, members
 * of its groups, and people with a pending invitation to it or its groups.
 */
export const organizationPolicy = {
  canCreate: (access: Access) => isPlatformAdmin(access),
  /** Lists every organization, not only the actor's and the subscribable ones. */
  seesAll: (actor: { platformAdmin: boolean }) => actor.platformAdmin,
  canRead: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) ||
    isOrganizationMember(access, org.id) ||
    hasGroupRoleInOrganization(access, org.id) ||
    access.invitations.some((i) => i.organizationId === org.id),
  canUpdate: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /** The state (enabled, disabled, default, subscribable) is the platform's decision. */
  canChangeState: (access: Access) => isPlatformAdmin(access),
  /**
   * A disabled organization changes only by the platform's hand (its state first; nobody acts
   * in it, product.md §1): its own administrators get 422 `organization_disabled`.
   */
  isWritableBy: (access: Access, org: OrganizationRef) => isActive(org) || isPlatformAdmin(access),
  canSubscribe: (_access: Access, org: OrganizationRef) => org.state === 'subscribable',
  /** Every organization's members count and creation date: the platform's list only. */
  seesMembersCount: (access: Access) => isPlatformAdmin(access),
  /** Leaving by oneself is for members; an administrator hands over first (roles/service.ts). */
  canLeave: (access: Access, org: OrganizationRef) => holdsMemberRole(access, org.id),
  canCreateGroup: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /** Every group (organization and platform administrators) or their own (group administrators). */
  canListGroups: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) ||
    isOrganizationAdmin(access, org.id) ||
    isGroupAdminInOrganization(access, org.id),
  seesAllGroups: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /**
   * The groups the organization's list shows the actor (each with its units): null for every
   * group (`seesAllGroups`), else those the actor administers.
   */
  listedGroupIds: (access: Access, org: OrganizationRef): number[] | null =>
    organizationPolicy.seesAllGroups(access, org)
      ? null
      : access.groupRoles.filter((r) => r.type === 'administrator').map((r) => r.groupId),
};

export { isActive };

/** Groups and units. */
export const groupPolicy = {
  canRead: (access: Access, group: GroupRef) =>
    isPlatformAdmin(access) ||
    isOrganizationAdmin(access, group.organizationId) ||
    isGroupAdmin(access, group) ||
    access.groupRoles.some((r) => r.groupId === group.id) ||
    access.invitations.some((i) => i.groupId === group.id),
  canUpdate: (access: Access, group: GroupRef) =>
    isOrganizationAdmin(access, group.organizationId) || isGroupAdmin(access, group),
  /**
   * The group's reporters, each linked to their insights: only for the group's administrators
   * (or its parent's), the people the results policy lets see those insights. Organization
   * and platform administrators never get this list: it leads to individual results.
   */
  canListReporters: (access: Access, group: GroupRef) => isGroupAdmin(access, group),
  /** Ending a reporter's role: the same people who see the reporters (a role change, audited). */
  canRemoveReporter: (access: Access, group: GroupRef) => isGroupAdmin(access, group),
  /**
   * The organization's shape (issue 31, decision 0025): moving a unit to another group and
   * deleting a group or unit belong to those who create them, the organization's administrators
   * and the platform's; a group's own administrators rename it but do not move or delete it.
   */
  canReshape: (access: Access, group: GroupRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, group.organizationId),
  /** Only a unit moves (to another group of its organization); a group stays at the top. */
  canMove: (access: Access, group: GroupRef): boolean =>
    group.parentId !== null && groupPolicy.canReshape(access, group),
  canDelete: (access: Access, group: GroupRef): boolean => groupPolicy.canReshape(access, group),
};

/** Sending an invitation: the role it needs, a verified address, and an organization that is not disabled. */
const mayInvite = (
  access: Access,
  org: OrganizationRef,
  target: Parameters<typeof invitationPolicy.canCreate>[1],
) => isActive(org) && invitationPolicy.canSend(access) && invitationPolicy.canCreate(access, target);

/**
 * `meta.abilities` of an organization: each one the predicate (or predicates) its route checks,
 * so a control the web shows is one the server accepts (docs/api.md, "Abilities").
 */
export function organizationAbilities(access: Access, org: OrganizationRef): Abilities<OrganizationAbility> {
  const invite = (scope: 'organization' | 'provider', type: 'member' | 'administrator' | 'provider') =>
    mayInvite(access, org, { scope, type, organizationId: org.id, group: null });
  return {
    update: organizationPolicy.isWritableBy(access, org) && organizationPolicy.canUpdate(access, org),
    change_state: organizationPolicy.canChangeState(access),
    create_group: isActive(org) && organizationPolicy.canCreateGroup(access, org),
    list_groups: organizationPolicy.canListGroups(access, org),
    invite_member: invite('organization', 'member'),
    invite_administrator: invite('organization', 'administrator'),
    invite_provider: invite('provider', 'provider'),
    join:
      isActive(org) && organizationPolicy.canSubscribe(access, org) && !isOrganizationMember(access, org.id),
    leave: organizationPolicy.canLeave(access, org),
    manage_providers: providerPolicy.canManageOf(access, org.id),
    manage_health_services: isActive(org) && healthServicePolicy.canManage(access, org.id),
    view_dashboard: dashboardPolicy.canSeeOrganization(access, org),
    manage_benefits: isActive(org) && benefitGroupPolicy.canManageIn(access, org),
    create_content: contentPolicy.canCreate(access, org),
    manage_members: organizationMemberPolicy.canList(access, org),
  };
}

/** `meta.abilities` of a group or unit, from the predicates of its routes; `org` is its organization. */
export function groupAbilities(
  access: Access,
  group: GroupRef,
  org: OrganizationRef,
): Abilities<GroupAbility> {
  const invite = (type: 'reporter' | 'administrator') =>
    mayInvite(access, org, { scope: 'group', type, organizationId: org.id, group });
  return {
    update: isActive(org) && groupPolicy.canUpdate(access, group),
    // Units sit under a group, one level deep, and are created by the organization's administrators.
    create_unit: group.parentId === null && isActive(org) && organizationPolicy.canCreateGroup(access, org),
    // Its units come from the organization's list of groups (GET /api/organizations/{slug}/groups).
    // A unit has no units of its own (one level: product.md §1).
    list_units: group.parentId === null && organizationPolicy.canListGroups(access, org),
    invite_reporter: invite('reporter'),
    invite_administrator: invite('administrator'),
    list_reporters: isActive(org) && groupPolicy.canListReporters(access, group),
    remove_reporter: isActive(org) && groupPolicy.canRemoveReporter(access, group),
    view_dashboard: dashboardPolicy.canSeeGroup(access, group),
    move: isActive(org) && groupPolicy.canMove(access, group),
    delete: isActive(org) && groupPolicy.canDelete(access, group),
  };
}
