import type { Locale } from '@evenkeel/common';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { destroyAllSessions } from '../../auth/sessions';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { translator } from '../../i18n';
import { recordEmail } from '../../mail/outbox';
import { VERIFY_EMAIL_HOURS } from '../../mail/templates';
import { recordAudit } from '../audit/service';
import { consumeTokenRow, issueToken, sameBrowser, voidTokens } from '../email-tokens/service';
import { activateAccount, findUserByEmail } from '../users/service';

export type LinkOutcome = {
  action: 'account_activated' | 'email_verified' | 'email_changed';
  user: User;
  /** E-mails recorded in the transaction, to queue after commit. */
  emailIds: number[];
  /** The link is followed in the browser that asked for it (the only one it may sign in). */
  sameBrowser: boolean;
};

/**
 * Follows an e-mailed link (decision 0006, "Accounts"), in one transaction:
 * - a sign-up's link (a `verify_email` token carrying a password): the account is verified and
 *   gets that attempt's password; every other sign-up link of the address dies, every session
 *   ends (the caller signs this person in); invitations to the address attach to it;
 * - an address change's link (`change_email`): the account moves to the new address, now
 *   verified; the old address is told; the reset links sent to the old address die;
 * - a confirmation link without a password (sent before sign-up links carried one): the
 *   address is confirmed.
 * Null when the link is unknown, used, expired, or a sign-up link of an account already active.
 * The outcome is audited (its `action`) in the same transaction. `browserHash` is the hash of the
 * following browser's nonce (http/link-browser.ts): `sameBrowser` says whether it asked for the link.
 */
export async function followEmailLink(
  ctx: AppContext,
  token: string,
  locale: Locale,
  ip: string,
  browserHash: string | null = null,
): Promise<LinkOutcome | null> {
  return ctx.db.transaction(async (tx) => {
    const outcome = await applyEmailLink(tx, token, locale, browserHash);
    if (outcome) await recordAudit(tx, { action: outcome.action, actorId: outcome.user.id, ip });
    return outcome;
  });
}

/** followEmailLink's work inside its transaction: what the link does, or null. */
async function applyEmailLink(
  tx: Db,
  token: string,
  locale: Locale,
  browserHash: string | null,
): Promise<LinkOutcome | null> {
  const found = await consumeTokenRow(tx, token, ['verify_email', 'change_email']);
  if (!found) return null;
  const { user, token: row } = found;
  const now = new Date();
  const same = sameBrowser(row, browserHash);

  if (row.purpose === 'change_email') {
    if (!row.newEmail) return null;
    const owner = await findUserByEmail(tx, row.newEmail);
    if (owner && owner.id !== user.id) {
      // Taken since the request (the request itself never says so): nothing changes.
      const message = translator(locale)('validation.email_taken');
      throw validationFailed([{ field: 'token', pointer: '/data/attributes/token', message }]);
    }
    const [moved] = await tx
      .update(users)
      .set({ email: row.newEmail, emailVerifiedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!moved) return null;
    // Reset links went to the old address, which no longer names the account (issue 26 §4.3).
    await voidTokens(tx, user.id, ['change_email', 'verify_email', 'reset_password']);
    await activateAccount(tx, moved);
    const emailId = await recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale: user.locale,
      template: { kind: 'email_changed', name: user.firstName, newEmail: row.newEmail },
    });
    return { action: 'email_changed', user: moved, emailIds: [emailId], sameBrowser: same };
  }

  if (row.passwordHash) {
    // An account already in use keeps its password: an old sign-up link changes nothing.
    if (user.emailVerifiedAt) return null;
    const [activated] = await tx
      .update(users)
      .set({ passwordHash: row.passwordHash, emailVerifiedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!activated) return null;
    await voidTokens(tx, user.id, ['verify_email']);
    await destroyAllSessions(tx, user.id);
    await activateAccount(tx, activated);
    return { action: 'account_activated', user: activated, emailIds: [], sameBrowser: same };
  }

  if (!user.emailVerifiedAt) {
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    await activateAccount(tx, user);
  }
  return { action: 'email_verified', user, emailIds: [], sameBrowser: same };
}

/** The most confirmation links one account may ask for in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;

/**
 * A new confirmation link for the signed-in account whose address is not verified yet (an
 * account from before sign-up links activated accounts): a link without a password, which only
 * confirms the address (followEmailLink), audited in the same transaction. Null when the account
 * is already verified; 'limited' past VERIFICATION_RESENDS_PER_HOUR.
 */
export async function resendVerification(
  ctx: AppContext,
  user: User,
  ip: string,
): Promise<number | null | 'limited'> {
  if (user.emailVerifiedAt) return null;
  return ctx.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ value: count() })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, user.id),
          eq(userTokens.purpose, 'verify_email'),
          gt(userTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.value ?? 0) >= VERIFICATION_RESENDS_PER_HOUR) return 'limited' as const;
    const token = await issueToken(tx, user.id, 'verify_email', VERIFY_EMAIL_HOURS * 60);
    await recordAudit(tx, { action: 'verification_resent', actorId: user.id, ip });
    return recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale: user.locale,
      template: {
        kind: 'verify_email',
        url: `${ctx.env.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
      },
    });
  });
}
