import type { AccountClaimInput, Locale } from '@evenkeel/common';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { destroyAllSessions } from '../../auth/sessions';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { CLAIM_MINUTES } from '../../http/link-browser';
import { translator } from '../../i18n';
import { hashToken } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { VERIFY_EMAIL_HOURS } from '../../mail/templates';
import { consumeTokenRow, issueToken, sameBrowser, voidTokens } from '../email-tokens/service';
import { activateAccount, findUserByEmail, rejectCommonPassword } from '../users/service';

export type LinkOutcome = {
  action: 'account_activated' | 'password_needed' | 'email_verified' | 'email_changed';
  user: User;
  /** password_needed: the claim's secret, for this browser's claim cookie only. */
  claim?: string;
  /** E-mails recorded in the transaction: followEmailLink queues them after commit. */
  emailIds: number[];
  /** The link is followed in the browser that asked for it (the only one it may sign in). */
  sameBrowser: boolean;
};

/**
 * Follows an e-mailed link (decision 0006, "Accounts"), in one transaction:
 * - a sign-up's link (a `verify_email` token carrying a password) in the browser that signed up:
 *   the account is verified and gets that attempt's password; every other sign-up link of the
 *   address dies, every session ends (the caller signs this person in); invitations to the
 *   address attach to it;
 * - a sign-up's link in any other browser (`password_needed`): nothing is activated yet; the
 *   sign-up links die and a `claim_account` token (the sign-up's password, CLAIM_MINUTES) is
 *   returned for this browser's claim cookie, finished by completeClaim;
 * - an address change's link (`change_email`): the account moves to the new address, now
 *   verified; the old address is told; the reset links sent to the old address die;
 * - a confirmation link without a password (sent before sign-up links carried one): the
 *   address is confirmed.
 * Null when the link is unknown, used, expired, or a sign-up link of an account already active.
 * The outcome is audited (its `action`) in the same transaction. `browserHash` is the hash of the
 * following browser's nonce (http/link-browser.ts): `sameBrowser` says whether it asked for the link.
 * The e-mails it records (the old address told of a change) are queued after commit.
 */
export async function followEmailLink(
  ctx: AppContext,
  token: string,
  locale: Locale,
  ip: string,
  browserHash: string | null = null,
): Promise<LinkOutcome | null> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const applied = await applyEmailLink(tx, token, locale, browserHash);
    if (applied) await recordAudit(tx, { action: applied.action, actorId: applied.user.id, ip });
    return applied;
  });
  if (outcome) await queueDelivery(ctx.jobs, ...outcome.emailIds);
  return outcome;
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
    await voidTokens(tx, user.id, ['change_email', 'verify_email', 'reset_password', 'claim_account']);
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
    if (!same) {
      // Another browser than the one that signed up proved the address: it alone may finish,
      // with the sign-up's password or a new one (completeClaim). Until then the account stays
      // unconfirmed (its password unusable), and every sign-up link of the address dies, so the
      // browser that signed up (maybe a stranger's) can use none of it.
      await voidTokens(tx, user.id, ['verify_email', 'claim_account']);
      const claim = await issueToken(tx, user.id, 'claim_account', CLAIM_MINUTES, {
        passwordHash: row.passwordHash,
      });
      return { action: 'password_needed', user, claim, emailIds: [], sameBrowser: false };
    }
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

/**
 * The account of a sign-up link already turned into this browser's claim (its cookie's `secret`),
 * when the claim still waits: the page opened again (a reload) asks for the password again
 * instead of calling the link used. Undefined otherwise.
 */
export async function pendingClaim(
  ctx: AppContext,
  token: string,
  secret: string,
): Promise<User | undefined> {
  const [link] = await ctx.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, 'verify_email')))
    .limit(1);
  if (!link) return undefined;
  const [found] = await ctx.db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(secret)),
        eq(userTokens.purpose, 'claim_account'),
        eq(userTokens.userId, link.userId),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
        isNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return found?.user;
}

export type ClaimResult = { user: User } | 'wrong_password' | null;

/**
 * Finishes a sign-up whose link was opened in another browser (its claim cookie's `secret`):
 * with the sign-up's password (`password`, checked against the claim) or a new one
 * (`new_password`: the link proved the address, so the person holding the claim may choose it).
 * The account is verified with that password; every other token and session of the account ends
 * (the caller signs this browser in); invitations to the address attach to it. Audited
 * (`account_activated`, detail `claim`) in the same transaction. Null when the claim is unknown,
 * used or expired, or the account is verified already; 'wrong_password' leaves the claim as it is.
 */
export async function completeClaim(
  ctx: AppContext,
  secret: string,
  input: AccountClaimInput,
  locale: Locale,
  ip: string,
): Promise<ClaimResult> {
  if (input.new_password !== undefined) rejectCommonPassword(input.new_password, locale);
  const newHash = input.new_password === undefined ? null : await hashPassword(input.new_password);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: userTokens, user: users })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(
        and(
          eq(userTokens.tokenHash, hashToken(secret)),
          eq(userTokens.purpose, 'claim_account'),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, new Date()),
        ),
      )
      .for('update', { of: userTokens })
      .limit(1);
    if (!found?.token.passwordHash || found.user.emailVerifiedAt) return null;
    let passwordHash = newHash;
    if (passwordHash === null) {
      if (!(await verifyPassword(found.token.passwordHash, input.password ?? ''))) {
        await recordAudit(tx, { action: 'claim_failed', subjectUserId: found.user.id, ip });
        return 'wrong_password' as const;
      }
      passwordHash = found.token.passwordHash;
    }
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: new Date() })
      .where(eq(users.id, found.user.id))
      .returning();
    if (!activated) return null;
    await voidTokens(tx, activated.id, ['verify_email', 'claim_account', 'reset_password', 'change_email']);
    await destroyAllSessions(tx, activated.id);
    await activateAccount(tx, activated);
    await recordAudit(tx, {
      action: 'account_activated',
      actorId: activated.id,
      detail: newHash === null ? 'claim' : 'claim_new_password',
      ip,
    });
    return { user: activated };
  });
}

/** The most confirmation links one account may ask for in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;

/**
 * A new confirmation link for the signed-in account whose address is not verified yet (an
 * account from before sign-up links activated accounts): a link without a password, which only
 * confirms the address (followEmailLink), audited in the same transaction and queued after
 * commit. Null when the account is already verified; 'limited' past VERIFICATION_RESENDS_PER_HOUR.
 */
export async function resendVerification(
  ctx: AppContext,
  user: User,
  ip: string,
): Promise<'sent' | null | 'limited'> {
  if (user.emailVerifiedAt) return null;
  const emailId = await ctx.db.transaction(async (tx) => {
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
  if (emailId === 'limited') return emailId;
  await queueDelivery(ctx.jobs, emailId);
  return 'sent';
}
