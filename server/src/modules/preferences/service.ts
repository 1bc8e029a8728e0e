import type { CheckupPreferencesInput } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkupPreferences } from '../../db/schema';

export type CheckupPreferences = { frequency: string | null; time: string | null };

export async function readCheckupPreferences(db: Db, userId: number): Promise<CheckupPreferences> {
  const [row] = await db
    .select({ frequency: checkupPreferences.frequency, time: checkupPreferences.time })
    .from(checkupPreferences)
    .where(eq(checkupPreferences.userId, userId))
    .limit(1);
  return row ?? { frequency: null, time: null };
}

/** One row per user, created or replaced (PUT semantics). */
export async function saveCheckupPreferences(
  db: Db,
  userId: number,
  input: CheckupPreferencesInput,
): Promise<CheckupPreferences> {
  const values = { frequency: input.frequency, time: input.time };
  await db
    .insert(checkupPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: checkupPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
  return values;
}
