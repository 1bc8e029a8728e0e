import type { CheckupPreferencesInput, Weekday } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkupPreferences } from '../../db/schema';

export type CheckupPreferences = { frequency: Weekday | null; time: string | null; emailReminders: boolean };

export async function readCheckupPreferences(db: Db, userId: number): Promise<CheckupPreferences> {
  const [row] = await db
    .select({
      frequency: checkupPreferences.frequency,
      time: checkupPreferences.time,
      emailReminders: checkupPreferences.emailReminders,
    })
    .from(checkupPreferences)
    .where(eq(checkupPreferences.userId, userId))
    .limit(1);
  return row ?? { frequency: null, time: null, emailReminders: true };
}

/**
 * One row per user, created or replaced (PUT semantics). `email_reminders` left out keeps
 * the current choice (on for a new row), so clients that predate it cannot turn it back on.
 */
export async function saveCheckupPreferences(
  db: Db,
  userId: number,
  input: CheckupPreferencesInput,
): Promise<CheckupPreferences> {
  const values = {
    frequency: input.frequency,
    time: input.time,
    ...(input.email_reminders === undefined ? {} : { emailReminders: input.email_reminders }),
  };
  const [saved] = await db
    .insert(checkupPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: checkupPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning({
      frequency: checkupPreferences.frequency,
      time: checkupPreferences.time,
      emailReminders: checkupPreferences.emailReminders,
    });
  if (!saved) throw new Error('check-up preferences not saved');
  return saved;
}

/** The unsubscribe link: e-mail reminders off, the day and hour kept (pushes go on). */
export async function turnOffEmailReminders(db: Db, userId: number): Promise<void> {
  await db
    .insert(checkupPreferences)
    .values({ userId, emailReminders: false })
    .onConflictDoUpdate({
      target: checkupPreferences.userId,
      set: { emailReminders: false, updatedAt: sql`now()` },
    });
}
