import {
  type Access,
  type GroupRef,
  hasGroupRoleInOrganization,
  isGroupAdmin,
  isGroupAdminInOrganization,
  isOrganizationAdmin,
  isOrganizationMember,
  isPlatformAdmin,
  type OrganizationRef,
} from './access';

/**
 * Organizations. Visible to platform administrators, its members and administrators, members
 * of its groups, and people with a pending invitation to it or its groups.
 */
export const organizationPolicy = {
  canCreate: (access: Access) => isPlatformAdmin(access),
  canRead: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) ||
    isOrganizationMember(access, org.id) ||
    hasGroupRoleInOrganization(access, org.id) ||
    access.invitations.some((i) => i.organizationId === org.id),
  canUpdate: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /** The state (enabled, disabled, default, subscribable) is the platform's decision. */
  canChangeState: (access: Access) => isPlatformAdmin(access),
  canSubscribe: (_access: Access, org: OrganizationRef) => org.state === 'subscribable',
  canCreateGroup: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /** Every group (organization and platform administrators) or their own (group administrators). */
  canListGroups: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) ||
    isOrganizationAdmin(access, org.id) ||
    isGroupAdminInOrganization(access, org.id),
  seesAllGroups: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
};

/** Nobody acts inside a disabled organization (product.md §1). */
export const isActive = (org: OrganizationRef) => org.state !== 'disabled';

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
};
