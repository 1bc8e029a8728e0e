import type { InvitationCreateInput, Locale } from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  connections,
  groupRoles,
  type groups,
  invitations,
  organizationRoles,
  type organizations,
} from '../../db/schema';
import { ApiError, conflict } from '../../http/errors';
import { recordEmail } from '../../mail/outbox';
import type { Access } from '../../policies';
import { authorize, invitationPolicy, isActive } from '../../policies';
import { recordAudit } from '../audit/service';
import type { User } from '../sessions/service';
import { findUserByEmail } from '../users/service';
import { findInvitation, type InvitationDetail } from './queries';

export type Target = {
  organization: typeof organizations.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
};

export const organizationDisabled = () =>
  new ApiError(422, 'organization_disabled', 'errors.organization_disabled');

/**
 * Records the invitation and its e-mail (in the invitee's language) in one transaction.
 * The same pending invitation twice is a 409 (a unique partial index decides, race-free).
 */
export async function createInvitation(
  ctx: AppContext,
  inviter: User,
  input: InvitationCreateInput,
  target: Target,
  requestLocale: Locale,
): Promise<{ detail: InvitationDetail; emailId: number }> {
  return ctx.db.transaction(async (tx) => {
    const invitee = await findUserByEmail(tx, input.email);
    const organizationId = target.organization?.id ?? null;
    const [row] = await tx
      .insert(invitations)
      .values({
        scope: input.scope,
        type: input.role,
        email: input.email,
        inviteeId: invitee?.id ?? null,
        inviterId: inviter.id,
        organizationId,
        groupId: target.group?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('errors.invitation_exists');
    const url = invitee
      ? `${ctx.env.publicUrl}/profile#invitations`
      : `${ctx.env.publicUrl}/sign-up?email=${encodeURIComponent(input.email)}&invitation=${row.slug}`;
    const emailId = await recordEmail(tx, {
      userId: invitee?.id ?? null,
      to: input.email,
      locale: invitee?.locale ?? requestLocale,
      template: {
        kind: 'invitation',
        scope: input.scope,
        type: input.role,
        inviter: `${inviter.firstName} ${inviter.lastName}`,
        target: target.group?.name ?? target.organization?.name ?? '',
        url,
        hasAccount: invitee !== undefined,
      },
    });
    const detail = await findInvitation(tx, row.slug);
    if (!detail) throw new Error('invitation not found after insert');
    return { detail, emailId };
  });
}

const policyRow = (detail: InvitationDetail) => ({
  inviteeId: detail.invitation.inviteeId,
  inviterId: detail.invitation.inviterId,
  email: detail.invitation.email,
  organizationId: detail.invitation.organizationId,
  groupId: detail.invitation.groupId,
  group: detail.group,
});

/**
 * Accepts in one transaction: exactly one role or connection (none when already held), and
 * the invitation is gone. The row lock makes a second, concurrent accept a 404.
 */
export async function acceptInvitation(
  db: Db,
  access: Access,
  slug: string,
  ip: string,
): Promise<InvitationDetail> {
  return db.transaction(async (tx) => {
    const detail = await findInvitation(tx, slug, true);
    authorize(detail !== undefined && invitationPolicy.canAccept(access, policyRow(detail)));
    if (!detail) throw new Error('unreachable');
    const { invitation } = detail;
    if (invitation.scope === 'provider') {
      throw new ApiError(422, 'provider_invitation', 'errors.provider_invitation_accept');
    }
    if (detail.organization && !isActive(detail.organization)) throw organizationDisabled();
    if (invitation.scope === 'organization' && invitation.organizationId !== null) {
      await tx
        .insert(organizationRoles)
        .values({
          organizationId: invitation.organizationId,
          userId: access.userId,
          type: invitation.type as 'member' | 'administrator',
        })
        .onConflictDoNothing();
    } else if (invitation.scope === 'group' && invitation.groupId !== null) {
      await tx
        .insert(groupRoles)
        .values({
          groupId: invitation.groupId,
          userId: access.userId,
          type: invitation.type as 'reporter' | 'administrator',
        })
        .onConflictDoNothing();
    } else if (invitation.scope === 'connection') {
      await tx
        .insert(connections)
        .values({ sharerId: access.userId, viewerId: invitation.inviterId })
        .onConflictDoNothing();
    }
    await tx.delete(invitations).where(eq(invitations.id, invitation.id));
    await recordAudit(tx, {
      action: 'invitation_accepted',
      actorId: access.userId,
      subjectUserId: invitation.inviterId,
      detail: `${invitation.scope}:${invitation.type}`,
      ip,
    });
    return detail;
  });
}

/** Decline (the invitee) or revoke (the inviter, an administrator of its organization or group). */
export async function deleteInvitation(db: Db, access: Access, slug: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const detail = await findInvitation(tx, slug, true);
    authorize(detail !== undefined && invitationPolicy.canDelete(access, policyRow(detail)));
    if (!detail) return;
    const declined = invitationPolicy.canAccept(access, policyRow(detail));
    await tx.delete(invitations).where(and(eq(invitations.id, detail.invitation.id)));
    await recordAudit(tx, {
      action: declined ? 'invitation_declined' : 'invitation_revoked',
      actorId: access.userId,
      detail: `${detail.invitation.scope}:${detail.invitation.type}`,
      ip,
    });
  });
}
