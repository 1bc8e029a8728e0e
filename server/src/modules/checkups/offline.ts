import { addDays, type CheckupOfflineInput, isoWeekStart, memberTimeZone } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { checkups } from '../../db/schema';
import { statement } from '../../db/statements';
import { ApiError, validationFailed } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import { countedInReleasedWeek } from '../dashboards';
import type { CheckupRow } from './queries';
import { checkupValues, scoreAnswers, writeCheckup } from './service';

/**
 * A check-up completed on the member's device, maybe offline, and sent later (issue 32 §1,
 * decision 0026): `PUT /api/checkups/{client_id}`. The client's id makes it idempotent (a retry
 * or a second tab stores it once: the unique index on the member and client id decides, the
 * repeat is answered with the stored row); the week rule applies to the week of `completed_at`
 * in the member's time zone, like POST's to the week of now.
 */

/** A device's clock may run a little ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** ISO 8601 with seconds (fractions allowed) and an offset or Z: the instant is unambiguous. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

export type OfflineSubmission = { row: CheckupRow; created: boolean };

/** 422 for a client id that is not a UUID (the path's parameter). */
export function checkClientId(clientId: string): string {
  if (!UUID.test(clientId)) {
    throw new ApiError(
      422,
      'invalid_parameter',
      'checkups_offline.client_id_invalid',
      {},
      [],
      {},
      {
        parameter: 'client_id',
      },
    );
  }
  return clientId.toLowerCase();
}

const completedAtError = (t: ServerTranslate, key: ServerMessageKey) =>
  validationFailed([{ field: 'completed_at', pointer: '/data/attributes/completed_at', message: t(key) }]);

/**
 * When it was completed: not later than now (give or take the clock skew, then counted as now)
 * and not before the Monday of the previous ISO week in the member's zone, so a check-up kept
 * offline over a weekend still counts for its week, and nothing reaches further back.
 */
export function completionTime(value: unknown, timeZone: string, now: Date, t: ServerTranslate): Date {
  const instant = typeof value === 'string' && ISO_TIME.test(value) ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime()))
    throw completedAtError(t, 'checkups_offline.completed_at_invalid');
  if (instant.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw completedAtError(t, 'checkups_offline.completed_at_future');
  }
  const completedAt = instant > now ? now : instant;
  if (isoWeekStart(completedAt, timeZone) < addDays(isoWeekStart(now, timeZone), -7)) {
    throw completedAtError(t, 'checkups_offline.completed_at_too_old');
  }
  return completedAt;
}

/**
 * Stores the check-up once per member and client id. The first time: `created`. A repeat (the
 * same client id, already stored): the stored row, whatever this body says and however long
 * after. Another check-up already in that week: 409, unless `replace`, which overwrites it.
 */
export async function submitOfflineCheckup(
  db: Db,
  user: User,
  clientId: string,
  input: CheckupOfflineInput,
  t: ServerTranslate,
  now = new Date(),
): Promise<OfflineSubmission> {
  const stored = await checkupOfClient(db, user.id, clientId);
  if (stored) return { row: stored, created: false };
  const result = scoreAnswers(input.answers, t);
  const zone = memberTimeZone(user.timezone);
  const completedAt = completionTime(input.completed_at, zone, now, t);
  const weekStart = isoWeekStart(completedAt, zone);
  const values = checkupValues(user.id, weekStart, result, completedAt, clientId);
  // The week's check-up already counted in released figures stays: replaced, it would vanish
  // from what the dashboards recompute of those figures, and later periods compared with them
  // could single the member out (decision 0026). Said at once, so no choice is offered in vain.
  if (await weekCheckupCounted(db, user.id, weekStart)) {
    throw new ApiError(409, 'checkup_week_counted', 'checkups_offline.week_counted', { week: weekStart });
  }
  const row = await writeCheckup(db, values, input.replace ?? false).catch((error: unknown) => {
    // The member's zone changed between two sends of the same check-up, and its row is in
    // another week: the client id's unique index refuses it, the stored row answers below.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  });
  if (row) return { row, created: true };
  // Nothing written: another tab stored this same check-up a moment ago (its insert committed
  // first, and this statement's ON CONFLICT saw it), or the week has a different one.
  const raced = await checkupOfClient(db, user.id, clientId);
  if (raced) return { row: raced, created: false };
  throw new ApiError(409, 'checkup_exists_this_week', 'checkups_offline.exists_that_week', {
    week: weekStart,
  });
}

/** Whether the member's check-up of that week is in released figures (dashboards' rule of late check-ups). */
async function weekCheckupCounted(db: Db, userId: number, weekStart: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select 1 from checkups c
    where c.user_id = ${userId} and c.week_start = ${weekStart} and ${countedInReleasedWeek(sql`c`)}
    limit 1
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

function buildOfClient(db: Db) {
  return withCompiledRows(
    db
      .select()
      .from(checkups)
      .where(
        and(
          eq(checkups.userId, sql.placeholder('userId')),
          eq(checkups.clientId, sql.placeholder('clientId')),
        ),
      )
      .limit(1)
      .prepare('checkup_of_client'),
  );
}

/** The member's check-up stored under this client id, or undefined: never another member's. */
async function checkupOfClient(db: Db, userId: number, clientId: string): Promise<CheckupRow | undefined> {
  const [row] = await statement(db, 'checkup_of_client', buildOfClient).execute({ userId, clientId });
  return row;
}
