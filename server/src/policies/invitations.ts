import type { InvitationScope, InvitationType } from '@evenkeel/common';
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
  organizationId: number | null;
  groupId: number | null;
  group: GroupRef | null;
};

export const isInvitee = (access: Access, invitation: Pick<InvitationRow, 'inviteeId' | 'email'>) =>
  invitation.inviteeId === access.userId || invitation.email === access.email.toLowerCase();

/** Who may invite whom to what (docs/decisions/0003-sharing.md). */
export const invitationPolicy = {
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
  canAccept: (access: Access, invitation: InvitationRow) => isInvitee(access, invitation),
  /** Decline (the invitee) or revoke (the inviter, or an administrator of its organization or group). */
  canDelete: (access: Access, invitation: InvitationRow) =>
    isInvitee(access, invitation) ||
    invitation.inviterId === access.userId ||
    (invitation.organizationId !== null && isOrganizationAdmin(access, invitation.organizationId)) ||
    (invitation.group !== null && isGroupAdmin(access, invitation.group)),
};
