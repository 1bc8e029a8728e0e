import type { Locale } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import { destroyAllSessions } from '../../auth/sessions';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { RESET_PASSWORD_MINUTES } from '../../mail/templates';
import { consumeTokenRow, issueToken, sameBrowser, voidTokens } from '../email-tokens/service';
import { activateAccount, findUserByEmail, rejectCommonPassword } from '../users/service';

/** The job that runs a reset request after the API has answered (jobs/password-reset.ts). */
export const REQUEST_PASSWORD_RESET = 'password_reset.request';

/**
 * Records a reset e-mail when the account exists and queues it after commit. Runs in the
 * `password_reset.request` job, never in the request, so the answer takes the same time
 * whether or not the address has an account.
 */
export async function requestPasswordReset(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs'>,
  email: string,
  browserHash: string | null = null,
): Promise<void> {
  const emailId = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    const token = await issueToken(tx, user.id, 'reset_password', RESET_PASSWORD_MINUTES, { browserHash });
    return recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale: user.locale,
      template: {
        kind: 'reset_password',
        name: user.firstName,
        url: `${ctx.env.publicUrl}/reset-password/${encodeURIComponent(token)}`,
      },
    });
  });
  if (emailId === null) return;
  // Committed: a retry of the job would send a second link, so a failed hand-over is left to
  // the sweeper, which queues any e-mail recorded but never queued.
  await queueDelivery(ctx.jobs, emailId).catch(() => undefined);
}

/**
 * Sets the new password and ends every session of the account (whoever had it is out; the
 * caller signs this person in again). Every other outstanding link of the account dies with
 * it: older reset links, address changes (whoever asked for one may have known the old
 * password) and sign-up links. The link proved the mailbox, so the address counts as verified
 * (and an account that was not yet takes over its invitations). Audited in the same transaction.
 * `sameBrowser`: the link is followed in the browser that asked for it (`browserHash`, its
 * nonce's hash), the only one the caller may sign in.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  locale: Locale,
  ip: string,
  browserHash: string | null = null,
): Promise<{ user: User; sameBrowser: boolean } | null> {
  rejectCommonPassword(password, locale);
  const passwordHash = await hashPassword(password);
  const result = await ctx.db.transaction(async (tx) => {
    const found = await consumeTokenRow(tx, token, ['reset_password']);
    if (!found) return null;
    const { user } = found;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) return null;
    await voidTokens(tx, user.id, ['reset_password', 'change_email', 'verify_email', 'claim_account']);
    await destroyAllSessions(tx, user.id);
    if (!user.emailVerifiedAt) await activateAccount(tx, updated);
    await recordAudit(tx, { action: 'password_reset', actorId: user.id, ip });
    return { user: updated, sameBrowser: sameBrowser(found.token, browserHash) };
  });
  // A new password signs every browser out: their chat sockets close too, on every instance.
  if (result) ctx.bus.publish({ kind: 'session_ended', userId: result.user.id, sessionId: null });
  return result;
}
