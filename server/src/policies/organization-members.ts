import type { Abilities, OrganizationMemberAbility } from '@evenkeel/common';
import { type Access, isActive, isOrganizationAdmin, type OrganizationRef } from './access';
import { invitationPolicy } from './invitations';

/** A row of the members list as the predicates need it. */
export type OrganizationMemberRef = {
  userId: number;
  administrator: boolean;
};

/**
 * An organization's members list (issue 31): only its own administrators. A platform
 * administrator who does not administer it gets 404 like anyone else: the platform manages
 * organizations, not the people in them (product.md §1, "organization administrator").
 */
export const organizationMemberPolicy = {
  canList: (access: Access, org: OrganizationRef) => isOrganizationAdmin(access, org.id),
  /** Removing, promoting and demoting: its administrators, and not while it is disabled. */
  canManage: (access: Access, org: OrganizationRef) => isActive(org) && isOrganizationAdmin(access, org.id),
  /**
   * Removal: anyone but the last administrator (who hands over first, like leaving: the
   * organization is never left without one).
   */
  canRemove: (access: Access, org: OrganizationRef, row: OrganizationMemberRef, administrators: number) =>
    organizationMemberPolicy.canManage(access, org) && !(row.administrator && administrators <= 1),
  /** Promotion is an administrator invitation: the sender needs a verified address (`canSend`). */
  canPromote: (access: Access, org: OrganizationRef, row: OrganizationMemberRef) =>
    organizationMemberPolicy.canManage(access, org) &&
    !row.administrator &&
    row.userId !== access.userId &&
    invitationPolicy.canSend(access),
  /** Demotion ends the administrator role; never the last one's. */
  canDemote: (access: Access, org: OrganizationRef, row: OrganizationMemberRef, administrators: number) =>
    organizationMemberPolicy.canManage(access, org) && row.administrator && administrators > 1,
};

/** `meta.abilities` of a row, from the predicates its routes check. */
export function organizationMemberAbilities(
  access: Access,
  org: OrganizationRef,
  row: OrganizationMemberRef,
  administrators: number,
): Abilities<OrganizationMemberAbility> {
  return {
    remove: organizationMemberPolicy.canRemove(access, org, row, administrators),
    promote: organizationMemberPolicy.canPromote(access, org, row),
    demote: organizationMemberPolicy.canDemote(access, org, row, administrators),
  };
}
