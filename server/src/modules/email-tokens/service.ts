import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken, newSecretToken } from '../../lib/ids';

export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type TokenRow = typeof userTokens.$inferSelect;

/**
 * A one-time link token; returns the secret to put in the e-mail. A sign-up's verification
 * token carries the password chosen in that sign-up (`passwordHash`), an address change's
 * token the new address (`newEmail`); `browserHash` names the one browser the link may sign in
 * (http/link-browser.ts).
 */
export async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  minutes: number,
  extra: { passwordHash?: string; newEmail?: string; browserHash?: string | null } = {},
): Promise<string> {
  const token = newSecretToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
    passwordHash: extra.passwordHash ?? null,
    newEmail: extra.newEmail ?? null,
    browserHash: extra.browserHash ?? null,
  });
  return token;
}

/**
 * Uses a token once: marks it used and returns it with its user, or null when it is unknown,
 * used, expired or for another purpose. The row lock makes a double submit use it only once.
 */
export async function consumeTokenRow(
  db: Db,
  token: string,
  purposes: TokenPurpose[],
): Promise<{ user: User; token: TokenRow } | null> {
  const [row] = await db
    .select({ token: userTokens, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .for('update', { of: userTokens })
    .limit(1);
  if (!row) return null;
  await db.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, row.token.id));
  return row;
}

/** Whether the browser following a link (its nonce's hash, or null) is the one that asked for it. */
export function sameBrowser(row: TokenRow, browserHash: string | null): boolean {
  return row.browserHash !== null && browserHash !== null && row.browserHash === browserHash;
}

/**
 * Voids every outstanding token of these purposes of a user (but `exceptId`): after a reset,
 * an older reset link no longer works; after a sign-up link is followed, the other attempts'
 * links cannot set their password any more.
 */
export async function voidTokens(
  db: Db,
  userId: number,
  purposes: TokenPurpose[],
  exceptId?: number,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        ...(exceptId === undefined ? [] : [ne(userTokens.id, exceptId)]),
      ),
    );
}
