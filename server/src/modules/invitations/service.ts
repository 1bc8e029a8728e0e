import type { InvitationCreateInput, Locale } from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import {
  connections,
  groupRoles,
  type groups,
  invitationRecords,
  invitations,
  organizationRoles,
  type organizations,
  users,
} from '../../db/schema';
import { ApiError, conflict, notFound } from '../../http/errors';
import { newSlug } from '../../lib/ids';
import { type MailRequest, queueDelivery, recordEmail } from '../../mail/outbox';
import type { Access } from '../../policies';
import { acceptBlock } from '../../policies';
import { askOnAdministratorAccept, grantOnReporterAccept } from '../consents/service';
import { findUserByEmail } from '../users/service';
import { findInvitation, type InvitationDetail, policyRow } from './queries';

export type Target = {
  organization: typeof organizations.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
};

export const organizationDisabled = () =>
  new ApiError(422, 'organization_disabled', 'errors.organization_disabled');

/** An unverified account sends no invitation (decision 0006, "Invitations"). */
export const verifyEmailFirst = () => new ApiError(403, 'email_unverified', 'errors.verify_email_first');

/**
 * Why the invitee cannot accept, as an error: 410 when the invitation is dead (expired, or its
 * inviter lost the role that allowed it), 403 until the account's verified address is the
 * invitation's.
 */
export function acceptRefusal(access: Access, detail: InvitationDetail): ApiError | null {
  switch (acceptBlock(access, policyRow(detail))) {
    case 'withdrawn':
      return new ApiError(410, 'invitation_withdrawn', 'errors.invitation_withdrawn');
    case 'expired':
      return new ApiError(410, 'invitation_expired', 'errors.invitation_expired');
    case 'email_unverified':
      return new ApiError(403, 'email_unverified', 'errors.invitation_verify_email');
    default:
      return null;
  }
}

/** How an invitation ended, as its organization's record keeps it (invitation_records). */
export type InvitationOutcome = 'accepted' | 'declined' | 'withdrawn';

/**
 * Takes a loaded invitation out of the table inside the caller's transaction (accepting,
 * declining, revoking, or creating a provider profile from it): by id and slug, so a resend
 * since the load (new slug) or a concurrent request that took it first makes this a 404.
 * An answer (`accepted`, `declined`) is written to the organization's record first; the delete's
 * trigger (migration 0028) then leaves it, and writes `withdrawn` (or `expired`) for a revocation.
 */
export async function takeInvitation(
  tx: Db,
  invitation: { id: number; slug: string },
  outcome: InvitationOutcome,
): Promise<void> {
  if (outcome !== 'withdrawn') {
    await tx
      .update(invitationRecords)
      .set({ status: outcome, endedAt: sql`now()` })
      .where(
        and(
          eq(invitationRecords.invitationId, invitation.id),
          eq(invitationRecords.slug, invitation.slug),
          eq(invitationRecords.status, 'pending'),
        ),
      );
  }
  const [taken] = await tx
    .delete(invitations)
    .where(and(eq(invitations.id, invitation.id), eq(invitations.slug, invitation.slug)))
    .returning({ id: invitations.id });
  if (!taken) throw notFound();
}

/** When an invitation sent (or resent) now stops being valid. */
export const expiryFrom = (ctx: Pick<AppContext, 'env'>, now = Date.now()) =>
  new Date(now + ctx.env.EVENKEEL_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);

type InvitationMailInput = {
  scope: InvitationCreateInput['scope'];
  role: InvitationCreateInput['role'];
  email: string;
};

/**
 * The e-mail of an invitation: to the profile's invitations when the address has an account,
 * else to sign-up with the address filled in. Both links carry the slug, so a resend (new slug)
 * changes the link. The inviter's and target's names are plain text (templates.ts).
 */
export function invitationMail(
  ctx: Pick<AppContext, 'env'>,
  inviter: Pick<User, 'firstName' | 'lastName'>,
  slug: string,
  input: InvitationMailInput,
  targetName: string,
  requestLocale: Locale,
  invitee: Pick<User, 'id' | 'locale'> | undefined,
): MailRequest {
  const url = invitee
    ? `${ctx.env.publicUrl}/profile?invitation=${slug}#invitations`
    : `${ctx.env.publicUrl}/sign-up?email=${encodeURIComponent(input.email)}&invitation=${slug}`;
  return {
    userId: invitee?.id ?? null,
    to: input.email,
    locale: invitee?.locale ?? requestLocale,
    template: {
      kind: 'invitation',
      scope: input.scope,
      type: input.role,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      target: targetName,
      url,
      hasAccount: invitee !== undefined,
    },
  };
}

/** Records the e-mail of an invitation (`invitationMail`), the invitee looked up by address. */
async function recordInvitationEmail(
  ctx: Pick<AppContext, 'env'>,
  tx: Db,
  inviter: User,
  slug: string,
  input: InvitationMailInput,
  targetName: string,
  requestLocale: Locale,
): Promise<number> {
  const invitee = await findUserByEmail(tx, input.email);
  return recordEmail(tx, invitationMail(ctx, inviter, slug, input, targetName, requestLocale, invitee));
}

/**
 * Records the invitation and its e-mail (in the invitee's language) in one transaction, and
 * queues the e-mail after commit. The same pending invitation twice is a 409 (a unique partial
 * index decides, race-free).
 */
export async function createInvitation(
  ctx: AppContext,
  inviter: User,
  input: InvitationCreateInput,
  target: Target,
  requestLocale: Locale,
): Promise<InvitationDetail> {
  const { detail, emailId } = await ctx.db.transaction(async (tx) => {
    const invitee = await findUserByEmail(tx, input.email);
    const [row] = await tx
      .insert(invitations)
      .values({
        scope: input.scope,
        type: input.role,
        email: input.email,
        inviteeId: invitee?.id ?? null,
        inviterId: inviter.id,
        organizationId: target.organization?.id ?? null,
        groupId: target.group?.id ?? null,
        expiresAt: expiryFrom(ctx),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('errors.invitation_exists');
    const emailId = await recordInvitationEmail(
      ctx,
      tx,
      inviter,
      row.slug,
      input,
      target.group?.name ?? target.organization?.name ?? '',
      requestLocale,
    );
    const detail = await findInvitation(tx, row.slug);
    if (!detail) throw new Error('invitation not found after insert');
    return { detail, emailId };
  });
  await queueDelivery(ctx.jobs, emailId);
  return detail;
}

/**
 * Resends (the inviter, or another administrator who may revoke it and may still send it; the
 * route decided): a new slug (the old link stops working), a new expiry, the resender as
 * inviter, one e-mail, in one transaction (the e-mail queued after commit). 404 when the
 * invitation changed or went since it was loaded.
 */
export async function resendInvitation(
  ctx: AppContext,
  found: InvitationDetail,
  resender: User,
  requestLocale: Locale,
  ip: string,
): Promise<InvitationDetail> {
  const { detail, emailId } = await ctx.db.transaction(async (tx) => {
    const fresh = newSlug();
    const [renewed] = await tx
      .update(invitations)
      .set({ slug: fresh, expiresAt: expiryFrom(ctx), inviterId: resender.id })
      .where(and(eq(invitations.id, found.invitation.id), eq(invitations.slug, found.invitation.slug)))
      .returning({ id: invitations.id });
    if (!renewed) throw notFound();
    const { invitation } = found;
    const emailId = await recordInvitationEmail(
      ctx,
      tx,
      resender,
      fresh,
      { scope: invitation.scope, role: invitation.type, email: invitation.email },
      found.group?.name ?? found.organization?.name ?? '',
      requestLocale,
    );
    await recordAudit(tx, {
      action: 'invitation_resent',
      actorId: resender.id,
      detail: `${invitation.scope}:${invitation.type}`,
      ip,
    });
    const detail = await findInvitation(tx, fresh);
    if (!detail) throw new Error('invitation not found after resend');
    return { detail, emailId };
  });
  await queueDelivery(ctx.jobs, emailId);
  return detail;
}

/**
 * Accepts in one transaction (the route decided the actor may): the invitation is gone, and
 * exactly one role or connection made (none when already held), with the consents a group role
 * brings (decision 0011); the e-mails it records (the reporters asked about a new administrator)
 * are queued after commit. Taking the invitation first
 * locks it, so a second, concurrent accept is a 404.
 */
export async function acceptInvitation(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs'>,
  detail: InvitationDetail,
  actorId: number,
  ip: string,
): Promise<InvitationDetail> {
  const publicUrl = ctx.env.publicUrl;
  const emailIds = await ctx.db.transaction(async (tx) => {
    const { invitation } = detail;
    let emailIds: number[] = [];
    await takeInvitation(tx, invitation, 'accepted');
    if (invitation.scope === 'organization' && invitation.organizationId !== null) {
      await tx
        .insert(organizationRoles)
        .values({
          organizationId: invitation.organizationId,
          userId: actorId,
          type: invitation.type as 'member' | 'administrator',
        })
        .onConflictDoNothing();
    } else if (invitation.scope === 'group' && invitation.groupId !== null) {
      await tx
        .insert(groupRoles)
        .values({
          groupId: invitation.groupId,
          userId: actorId,
          type: invitation.type as 'reporter' | 'administrator',
        })
        .onConflictDoNothing();
      // Consent is given to people, not to a role (decision 0011): a reporter's yes goes to the
      // administrators on the card; a new administrator waits for each reporter's yes.
      if (invitation.type === 'reporter') {
        await grantOnReporterAccept(tx, {
          reporterId: actorId,
          groupId: invitation.groupId,
          invitedAt: invitation.createdAt,
        });
      } else {
        emailIds = await askOnAdministratorAccept(tx, {
          administratorId: actorId,
          groupId: invitation.groupId,
          publicUrl,
        });
      }
    } else if (invitation.scope === 'connection') {
      await tx
        .insert(connections)
        .values({ sharerId: actorId, viewerId: invitation.inviterId })
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      action: 'invitation_accepted',
      actorId,
      subjectUserId: invitation.inviterId,
      detail: `${invitation.scope}:${invitation.type}`,
      ip,
    });
    return emailIds;
  });
  await queueDelivery(ctx.jobs, ...emailIds);
  return detail;
}

/**
 * Declines (the invitee) or revokes (the inviter, an administrator of its organization or
 * group) in one transaction with its audit row; 404 when it went since it was loaded.
 */
export async function deleteInvitation(
  db: Db,
  detail: InvitationDetail,
  actor: { id: number; declined: boolean },
  ip: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await takeInvitation(tx, detail.invitation, actor.declined ? 'declined' : 'withdrawn');
    await recordAudit(tx, {
      action: actor.declined ? 'invitation_declined' : 'invitation_revoked',
      actorId: actor.id,
      detail: `${detail.invitation.scope}:${detail.invitation.type}`,
      ip,
    });
  });
}

/** Whether the address's account holds any role in the organization (issue 31's warning). */
export async function holdsOrganizationRole(db: Db, organizationId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationRoles.id })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(and(eq(organizationRoles.organizationId, organizationId), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return row !== undefined;
}
