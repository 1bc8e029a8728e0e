import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Marks the member's results as changed: `users.results_version + 1`, inside the transaction
 * of the write (a check-up stored or replaced; a life event, ailment or activity created,
 * updated or deleted). The insights cache keys on this version (modules/insights/cache.ts), so
 * once the write commits, every server instance computes a new key and reads afresh; a write
 * rolled back leaves the version as it was. Run it first in the transaction: it locks the
 * member's row before their check-up or log rows, the order account deletion takes too.
 */
export async function bumpResultsVersion(tx: Db, userId: number): Promise<void> {
  // Plain SQL, not `update(users)`: that would also set `updated_at` (its $onUpdate), and the
  // profile has not changed.
  await tx.execute(sql`update users set results_version = results_version + 1 where id = ${userId}`);
}
