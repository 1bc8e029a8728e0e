import {
  type InvitationAcceptBlock,
  type InvitationScope,
  type InvitationType,
  normalizeEmail,
} from '@evenkeel/common';
import { type Access, type GroupRef, isGroupAdmin, isOrganizationAdmin, isPlatformAdmin } from './access';

export type InvitationTarget = {
  scope: InvitationScope;
  type: InvitationType;
  organizationId: number | null;
  group: GroupRef | null;
};

export type InvitationRow = {
  inviteeId: number | null;
  inviterId: number;
  email: string;
  scope: InvitationScope;
  type: InvitationType;
  organizationId: number | null;
  groupId: number | null;
  group: GroupRef | null;
  expiresAt: Date;
  /**
   * Whether the inviter still holds the role that allowed sending it: `canCreate` on the
   * inviter's current access (loaded by the caller, modules/invitations/queries.ts).
   */
  inviterEntitled: boolean;
};

/** Addressed to the actor: by account (attached at sign-up) or by the address. */
export const isInvitee = (access: Access, invitation: Pick<InvitationRow, 'inviteeId' | 'email'>) =>
  invitation.inviteeId === access.userId || invitation.email === normalizeEmail(access.email);

/** The actor's own, verified address is the invitation's (trimmed, NFC, lower-cased on both sides). */
export const holdsAddress = (access: Access, invitation: Pick<InvitationRow, 'email'>) =>
  access.emailVerified && normalizeEmail(invitation.email) === normalizeEmail(access.email);

/** Still alive: not expired, and its inviter may still send it. */
export const isAlive = (invitation: Pick<InvitationRow, 'expiresAt' | 'inviterEntitled'>, now = new Date()) =>
  invitation.inviterEntitled && invitation.expiresAt.getTime() > now.getTime();

export const targetOf = (invitation: InvitationRow): InvitationTarget => ({
  scope: invitation.scope,
  type: invitation.type,
  organizationId: invitation.organizationId,
  group: invitation.group,
});

/**
 * For the invitee: null when they may accept, else why not (the first reason that applies;
 * decision 0006, "Invitations"). The reasons are common's, as the invitation's `meta` says them.
 */
export function acceptBlock(
  access: Access,
  invitation: InvitationRow,
  now = new Date(),
): InvitationAcceptBlock | null {
  if (!invitation.inviterEntitled) return 'withdrawn';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!holdsAddress(access, invitation)) return 'email_unverified';
  return null;
}

const canRevoke = (access: Access, invitation: InvitationRow) =>
  invitation.inviterId === access.userId ||
  (invitation.organizationId !== null && isOrganizationAdmin(access, invitation.organizationId)) ||
  (invitation.group !== null && isGroupAdmin(access, invitation.group));

/** Who may invite whom to what (docs/decisions/0003-sharing.md). */
export const invitationPolicy = {
  /** The role an invitation needs; sending also needs a verified address (`canSend`). */
  canCreate: (access: Access, target: InvitationTarget): boolean => {
    const { scope, type, organizationId, group } = target;
    if (scope === 'connection') return type === 'reporter';
    if (scope === 'organization' && organizationId !== null) {
      if (type === 'administrator' && isPlatformAdmin(access)) return true;
      return isOrganizationAdmin(access, organizationId);
    }
    if (scope === 'provider' && organizationId !== null) return isOrganizationAdmin(access, organizationId);
    if (scope === 'group' && group) {
      if (isGroupAdmin(access, group)) return true;
      return type === 'administrator' && isOrganizationAdmin(access, group.organizationId);
    }
    return false;
  },
  /** E-mails others can trigger come only from verified addresses. */
  canSend: (access: Access) => access.emailVerified,
  /** The invitee sees it while it is alive (expired or withdrawn ones leave their list). */
  canSee: (access: Access, invitation: InvitationRow, now = new Date()) =>
    isInvitee(access, invitation) && isAlive(invitation, now),
  /** Alive, and the actor's verified address is the invitation's (an attached account is not enough). */
  canAccept: (access: Access, invitation: InvitationRow, now = new Date()) =>
    isInvitee(access, invitation) && acceptBlock(access, invitation, now) === null,
  /** The invitee may always say no. */
  canDecline: (access: Access, invitation: InvitationRow) => isInvitee(access, invitation),
  /** The inviter, or an administrator of its organization or group. */
  canRevoke,
  /**
   * Whoever may revoke it and may still send it: new link, new expiry, one e-mail. An
   * administrator of its organization may resend any of the organization's invitations, those
   * to its groups and units included (issue 31's invitations console).
   */
  canResend: (access: Access, invitation: InvitationRow) =>
    canRevoke(access, invitation) &&
    access.emailVerified &&
    (invitationPolicy.canCreate(access, targetOf(invitation)) ||
      (invitation.organizationId !== null && isOrganizationAdmin(access, invitation.organizationId))),
  /** Decline (the invitee) or revoke (the inviter, or an administrator of its organization or group). */
  canDelete: (access: Access, invitation: InvitationRow) =>
    isInvitee(access, invitation) || canRevoke(access, invitation),
};
