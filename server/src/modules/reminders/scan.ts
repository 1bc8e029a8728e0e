import type { Locale } from '@evenkeel/common';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import { DELIVER_EMAIL } from '../../mail/outbox';
import { oneSignalSettings, unsubscribeKey } from '../push';
import { insertEmails, queueReminderPushes, REMINDER_GRACE_HOURS, reminderEmail } from './delivery';
import { scanSnoozes } from './snooze-scan';

export { PUSH_ONESIGNAL, PUSH_WEB, REMINDER_GRACE_HOURS } from './delivery';
/** Members claimed per transaction; a scan loops until fewer come back. */
export const SCAN_BATCH = 2000;

type Claimed = {
  delivery_id: number;
  user_id: number;
  week_start: string;
  slug: string;
  email: string;
  locale: Locale;
  first_name: string;
  by_email: boolean;
  by_push: boolean;
};

export type ScanResult = { claimed: number; emails: number; pushes: number };

/**
 * Finds, in one statement, every member whose chosen weekday and hour have come in their own
 * timezone this ISO week (no longer than REMINDER_GRACE_HOURS ago), without this week's
 * check-up and not reminded yet, and claims the week for each in `reminder_deliveries`.
 *
 * Local time is PostgreSQL's `timestamptz AT TIME ZONE zone` (the tz database, daylight
 * saving included): the slot is compared as a wall-clock time, so a slot skipped by a spring
 * change (02:00 on a night that jumps to 03:00) is reached at 03:00, and a slot repeated by an
 * autumn change fires the first time only (the claim is unique). An unknown profile zone
 * counts as UTC, like everywhere else. The insert's ON CONFLICT DO NOTHING is the lock: a
 * second worker racing on the same rows waits for the first to commit, then claims nothing.
 */
function claimDue(tx: Db, now: Date, oneSignal: boolean, limit: number) {
  return tx.execute(sql`
    with candidates as (
      select p.user_id, u.slug, u.email, u.locale, u.first_name, local.week_start, local.slot,
        (p.email_reminders and u.email_verified_at is not null) as by_email,
        (exists (select 1 from push_subscriptions s where s.user_id = p.user_id)
          or (${oneSignal}::boolean and exists (select 1 from devices d where d.user_id = p.user_id))) as by_push
      from checkup_preferences p
      join users u on u.id = p.user_id
      left join pg_timezone_names z on z.name = u.timezone
      cross join lateral (
        select (${now.toISOString()}::timestamptz at time zone coalesce(z.name, 'UTC')) as now
      ) clock
      cross join lateral (
        select date_trunc('week', clock.now)::date as week_start,
          date_trunc('week', clock.now)
            + (array_position(
                array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
                p.frequency) - 1) * interval '1 day'
            + p.time::interval as slot
      ) local
      where p.frequency is not null
        and p.time ~ '^[0-2][0-9]:00:00$'
        and clock.now >= local.slot
        and clock.now < local.slot + ${`${REMINDER_GRACE_HOURS} hours`}::interval
        and not exists (
          select 1 from checkups c where c.user_id = p.user_id and c.week_start = local.week_start)
        and not exists (
          select 1 from reminder_deliveries r where r.user_id = p.user_id and r.week_start = local.week_start)
    ),
    -- Members with no way to be reached (e-mail off or unverified, no push target) are left alone.
    wanted as (
      select * from candidates where by_email or by_push order by slot, user_id limit ${limit}
    ),
    claimed as (
      insert into reminder_deliveries (user_id, week_start, emailed, push_pending)
      select user_id, week_start, by_email, by_push from wanted
      on conflict (user_id, week_start) do nothing
      returning id, user_id
    )
    select claimed.id as delivery_id, wanted.user_id, wanted.week_start::text as week_start, wanted.slug, wanted.email, wanted.locale,
      wanted.first_name, wanted.by_email, wanted.by_push
    from claimed join wanted on wanted.user_id = claimed.user_id`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One batch: claim, record the e-mails (with their List-Unsubscribe headers) in the same
 * transaction, then after commit queue their delivery and the pushes. Returns how many
 * members the statement looked at, so the caller knows whether more remain.
 */
async function scanBatch(ctx: AppContext, now: Date, limit: number) {
  const oneSignal = oneSignalSettings(ctx.env) !== null;
  const key = await unsubscribeKey(ctx.db);
  const base = ctx.env.publicUrl;
  const { claimed, emailIds } = await ctx.db.transaction(async (tx) => {
    const claimed = rowsOf<Claimed>(await claimDue(tx, now, oneSignal, limit)).map((row) => ({
      ...row,
      delivery_id: Number(row.delivery_id),
      user_id: Number(row.user_id),
    }));
    const mails = claimed.filter((row) => row.by_email).map((row) => reminderEmail(key, base, now, row));
    const emailIds = await insertEmails(tx, mails);
    return { claimed, emailIds };
  });
  await ctx.jobs.sendMany(
    DELIVER_EMAIL,
    emailIds.map((emailId) => ({ emailId })),
  );
  const pushes = await queuePushes(
    ctx,
    claimed
      .filter((row) => row.by_push)
      .map((row) => ({ deliveryId: row.delivery_id, userId: row.user_id, weekStart: row.week_start })),
  );
  return { claimed: claimed.length, emails: emailIds.length, pushes };
}

/**
 * Queues one job per browser subscription and one OneSignal call per member, then marks the
 * deliveries done. A process that stops before the mark leaves `push_pending`: the next scan
 * queues those again (a push may then come twice, never not at all).
 */
async function queuePushes(
  ctx: AppContext,
  deliveries: { deliveryId: number; userId: number; weekStart: string }[],
) {
  if (deliveries.length === 0) return 0;
  const queued = await queueReminderPushes(ctx, deliveries, (row) => row);
  await ctx.db
    .update(reminderDeliveries)
    .set({ pushPending: false })
    .where(
      inArray(
        reminderDeliveries.id,
        deliveries.map((row) => row.deliveryId),
      ),
    );
  return queued;
}

/** Pushes claimed more than two minutes ago and never queued (the process stopped in between). */
async function requeueForgottenPushes(ctx: AppContext): Promise<number> {
  const forgotten = await ctx.db
    .select({
      deliveryId: reminderDeliveries.id,
      userId: reminderDeliveries.userId,
      weekStart: reminderDeliveries.weekStart,
    })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.pushPending, true),
        lt(reminderDeliveries.createdAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(SCAN_BATCH);
  return queuePushes(ctx, forgotten);
}

/**
 * The reminder scan (every five minutes, `reminders.scan`). `now` is injectable so tests can
 * stand at any instant; batches repeat until every due member is claimed.
 */
export async function scanReminders(
  ctx: AppContext,
  now: Date = new Date(),
  batch: number = SCAN_BATCH,
): Promise<ScanResult> {
  const total: ScanResult = { claimed: 0, emails: 0, pushes: await requeueForgottenPushes(ctx) };
  for (;;) {
    const result = await scanBatch(ctx, now, batch);
    total.claimed += result.claimed;
    total.emails += result.emails;
    total.pushes += result.pushes;
    // Fewer than asked: nobody else is due. (A batch that claimed less because another worker
    // took some rows also ends here; that worker goes on with the rest.)
    if (result.claimed < batch) break;
  }
  // Then the "remind me tomorrow" reminders that are due (snooze-scan.ts).
  for (;;) {
    const result = await scanSnoozes(ctx, now, batch);
    total.emails += result.emails;
    total.pushes += result.pushes;
    if (result.claimed < batch) return total;
  }
}
