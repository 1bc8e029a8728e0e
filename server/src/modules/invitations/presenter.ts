import type {
  Abilities,
  InvitationAbility,
  InvitationMeta,
  invitationResource,
  Presented,
} from '@evenkeel/common';
import { groupPath, organizationPath, personPath } from '../../lib/web-paths';
import { type Access, acceptBlock, invitationPolicy, isInvitee } from '../../policies';
import { type InvitationDetail, policyRow } from './queries';

export type InvitationView = 'received' | 'sent';
export type InvitationState = Presented<typeof invitationResource>['state'];

/** Where the invitee goes to see what they are invited to (spec §3 dashboard_path). */
export function invitationDashboardPath(row: InvitationDetail): string {
  const { invitation } = row;
  switch (invitation.scope) {
    case 'organization':
      return organizationPath(row.organization?.slug ?? '');
    case 'group':
      return groupPath(row.group?.slug ?? '');
    case 'provider':
      return `/providers/new?invitation=${invitation.slug}`;
    case 'connection':
      return personPath(row.inviter.slug);
  }
}

/**
 * What the actor may do with it, from the same predicates that guard the routes; for the
 * invitee, why they cannot accept (decision 0006, "Invitations").
 */
export function invitationMeta(
  row: InvitationDetail,
  access: Access,
  state: InvitationState,
): { abilities: Abilities<InvitationAbility> } & InvitationMeta {
  const policy = policyRow(row);
  const pending = state === 'pending';
  const abilities = {
    accept: pending && invitationPolicy.canAccept(access, policy),
    decline: pending && invitationPolicy.canDecline(access, policy),
    resend: pending && invitationPolicy.canResend(access, policy),
    revoke: pending && invitationPolicy.canRevoke(access, policy),
  };
  const blocked = pending && isInvitee(access, policy) ? acceptBlock(access, policy) : null;
  return { abilities, ...(blocked ? { accept_blocked_reason: blocked } : {}) };
}

/**
 * Received: the inviter's names and e-mail (the invitee must know who asks). Sent: only the
 * address the inviter typed, never the invitee's names nor whether the address has an account.
 */
export function presentInvitation(
  row: InvitationDetail,
  view: InvitationView,
  access: Access,
  state: InvitationState = 'pending',
): Presented<typeof invitationResource> {
  const { invitation, inviter, organization, group } = row;
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  const isConnection = invitation.scope === 'connection';
  const name = isConnection
    ? inviterName
    : invitation.scope === 'group'
      ? (group?.name ?? null)
      : (organization?.name ?? null);
  const logo = isConnection
    ? null
    : invitation.scope === 'group'
      ? (group?.logoImageUrl ?? null)
      : (organization?.logoImageUrl ?? null);
  const person =
    view === 'received'
      ? { first_name: inviter.firstName, last_name: inviter.lastName, email: inviter.email }
      : { first_name: null, last_name: null, email: invitation.email };
  return {
    type: 'invitations',
    id: invitation.slug,
    scope: invitation.scope,
    role: invitation.type,
    name,
    logo_image_url: logo,
    profile_picture_url: isConnection ? inviter.profilePictureUrl : null,
    ...person,
    dashboard_path: invitationDashboardPath(row),
    organization_slug: organization?.slug ?? null,
    group_slug: group?.slug ?? null,
    state,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    meta: invitationMeta(row, access, state),
  };
}
