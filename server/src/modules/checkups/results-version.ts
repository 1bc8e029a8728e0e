import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * `users.results_version + 1`: the member's results changed (a check-up stored or replaced; a
 * life event, ailment or activity created, updated or deleted). The kept insights documents are
 * at this version (modules/insights/cache.ts, http/kept-documents.ts), so once the write commits,
 * every server instance asks for a new version and reads afresh; a write rolled back leaves the
 * version as it was. `updated_at`
 * is set to itself: the profile has not changed (its $onUpdate would say it had).
 */
function bump(db: Db, userId: number | Placeholder, when?: SQL, active = false) {
  return db
    .update(users)
    .set({
      resultsVersion: sql`${users.resultsVersion} + 1`,
      updatedAt: sql`${users.updatedAt}`,
      // A check-up stored is activity (issue 31: administrators see only its week).
      ...(active ? { lastActiveAt: sql`now()` } : {}),
    })
    .where(when ? and(eq(users.id, userId), when) : eq(users.id, userId))
    .returning({ id: users.id });
}

/**
 * The bump as a statement of the write's transaction (logs). Run it first: it locks the
 * member's row before their log rows, the order account deletion takes too.
 */
export async function bumpResultsVersion(tx: Db, userId: number): Promise<void> {
  await bump(tx, userId);
}

/**
 * The bump as a common table expression, for a write that is one statement (a check-up), so
 * it stays one round trip and holds its locks no longer than before. It returns the member's
 * id; `when` limits it (for example to "the write wrote a row"); `active` also sets
 * `last_active_at` (a check-up). `userId` may be a placeholder, for a prepared statement.
 */
export function resultsVersionBump(db: Db, userId: number | Placeholder, when?: SQL, active = false) {
  return db.$with('results_version_bump').as(bump(db, userId, when, active));
}
