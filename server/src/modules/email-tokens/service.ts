import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken, newSecretToken } from '../../lib/ids';
import type { User } from '../sessions/service';

type Purpose = (typeof userTokens.$inferSelect)['purpose'];

/** A one-time link token; returns the secret to put in the e-mail. */
export async function issueToken(db: Db, userId: number, purpose: Purpose, minutes: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return token;
}

/**
 * Uses a token once: marks it used and returns its user, or null when it is unknown, used,
 * expired or for another purpose. The row lock makes a double submit use it only once.
 */
export async function consumeToken(db: Db, token: string, purpose: Purpose): Promise<User | null> {
  const [row] = await db
    .select({ tokenId: userTokens.id, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .for('update', { of: userTokens })
    .limit(1);
  if (!row) return null;
  await db.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, row.tokenId));
  return row.user;
}
