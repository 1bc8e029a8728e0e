import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { hashToken } from '../lib/ids';

/** 10 failed sign-ins per address and account in 15 minutes, then 429 (security.md §7). */
export const SIGN_IN_FAILURES_ALLOWED = 10;
/**
 * Accounts (known or not) a client address failed to sign in to within 15 minutes, then 429 for
 * every account from that address (password spraying, decision 0006). One person mistyping
 * counts once; a success does not clear the count, so one good account cannot reset it.
 */
export const SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS = 50;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** What a sign-in attempt must wait for, in seconds (0: it may try now). */
export type SignInWait = { fromAddress: number; forAccount: number };

const since = (now: Date) => new Date(now.getTime() - SIGN_IN_WINDOW_MS);

/** Seconds until the `allowed`-th most recent failure leaves the window, or 0 with fewer failures. */
function waitFor(times: Date[], allowed: number, now: Date): number {
  const oldestCounted = times[allowed - 1];
  if (times.length < allowed || oldestCounted === undefined) return 0;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * The failed sign-ins that stop a client address (too many accounts) or one account from that
 * address (too many tries), counted in the database so every web instance sees the same counts.
 * Only failures count: a person who signs in and out all day is never stopped, and a success
 * clears that account's slate (not the address's).
 */
export const signInLimits = {
  async wait(db: Db, clientAddress: string, email: string, now = new Date()): Promise<SignInWait> {
    const accountHash = hashToken(email);
    const [accounts, tries] = await Promise.all([
      db
        // Each account's latest failure, in epoch milliseconds (one decoding on PGlite and pg alike).
        .select({
          latest: sql<number>`extract(epoch from max(${signInFailures.failedAt})) * 1000`
            .mapWith(Number)
            .as('latest'),
        })
        .from(signInFailures)
        .where(and(eq(signInFailures.clientAddress, clientAddress), gt(signInFailures.failedAt, since(now))))
        .groupBy(signInFailures.accountHash)
        .orderBy(desc(sql`latest`))
        .limit(SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS),
      db
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.clientAddress, clientAddress),
            eq(signInFailures.accountHash, accountHash),
            gt(signInFailures.failedAt, since(now)),
          ),
        )
        .orderBy(desc(signInFailures.failedAt))
        .limit(SIGN_IN_FAILURES_ALLOWED),
    ]);
    return {
      fromAddress: waitFor(
        accounts.map((row) => new Date(row.latest)),
        SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS,
        now,
      ),
      forAccount: waitFor(
        tries.map((row) => row.failedAt),
        SIGN_IN_FAILURES_ALLOWED,
        now,
      ),
    };
  },

  async fail(db: Db, clientAddress: string, email: string, now = new Date()): Promise<void> {
    await db.insert(signInFailures).values({ clientAddress, accountHash: hashToken(email), failedAt: now });
  },

  async succeed(db: Db, clientAddress: string, email: string): Promise<void> {
    await db
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.clientAddress, clientAddress),
          eq(signInFailures.accountHash, hashToken(email)),
        ),
      );
  },

  /** Failures older than the window count for nothing: the hourly purge removes them. */
  async purge(db: Db, now = new Date()): Promise<void> {
    await db.delete(signInFailures).where(lt(signInFailures.failedAt, since(now)));
  },
};
