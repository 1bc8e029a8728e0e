import type { Abilities, OrganizationInvitationAbility } from '@evenkeel/common';
import { type Access, isActive, isOrganizationAdmin, type OrganizationRef } from './access';
import { type InvitationRow, invitationPolicy } from './invitations';

/**
 * An organization's invitations console (issue 31): every invitation it sent, to it or to one of
 * its groups and units, in every state. Its administrators only, like its members list
 * (organization-members.ts): a platform administrator who does not administer it gets 404.
 */
export const organizationInvitationPolicy = {
  canList: (access: Access, org: OrganizationRef) => isOrganizationAdmin(access, org.id),
  /**
   * Inviting from a CSV: its administrators, while it is enabled, from a verified address (the
   * e-mails go to people who never asked for them; decision 0006, "Invitations").
   */
  canImport: (access: Access, org: OrganizationRef) =>
    isActive(org) && isOrganizationAdmin(access, org.id) && invitationPolicy.canSend(access),
};

/**
 * `meta.abilities` of a row: for an invitation still waiting (its row still there, expired or
 * not), the predicates POST /api/invitations/{slug}/resend and DELETE /api/invitations/{slug}
 * check; an ended one has neither.
 */
export function organizationInvitationAbilities(
  access: Access,
  org: OrganizationRef,
  invitation: InvitationRow | null,
): Abilities<OrganizationInvitationAbility> {
  if (!invitation) return { resend: false, revoke: false };
  return {
    resend: isActive(org) && invitationPolicy.canResend(access, invitation),
    revoke: invitationPolicy.canRevoke(access, invitation),
  };
}
