import type { Locale } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { DELIVER_EMAIL } from '../../mail/outbox';
import { oneSignalSettings, unsubscribeKey } from '../push';
import { insertEmails, queueReminderPushes, REMINDER_GRACE_HOURS, reminderEmail } from './delivery';

type DueSnooze = {
  snooze_id: number;
  user_id: number;
  week_start: string;
  slug: string;
  email: string;
  locale: Locale;
  first_name: string;
  by_email: boolean;
  by_push: boolean;
  /** Still worth a reminder: see claimDueSnoozes. */
  send: boolean;
};

/**
 * Claims the "remind me tomorrow" snoozes whose `remind_at` has come: `sent_at` is set by an
 * UPDATE … WHERE sent_at IS NULL RETURNING, so of two scans racing on a row only one gets it
 * back (the other waits for its commit, sees `sent_at` set, and skips it). Each claimed row says
 * whether a reminder is still wanted: its week is still the member's current week, within
 * REMINDER_GRACE_HOURS of `remind_at`, with no check-up that week, no "not this week" since,
 * reminders still on (a day chosen), and no other snooze of that member for the same moment
 * already dealt with. Otherwise `sent_at` only marks the snooze ended.
 */
function claimDueSnoozes(tx: Db, now: Date, oneSignal: boolean, limit: number) {
  const at = now.toISOString();
  return tx.execute(sql`
    with claimed as (
      update reminder_snoozes s set sent_at = ${at}::timestamptz
      where s.id in (
        select id from reminder_snoozes
        where sent_at is null and remind_at is not null and remind_at <= ${at}::timestamptz
        order by remind_at limit ${limit})
        and s.sent_at is null
      returning s.id, s.user_id, s.week_start, s.remind_at
    )
    select claimed.id as snooze_id, claimed.user_id, claimed.week_start::text as week_start,
      u.slug, u.email, u.locale, u.first_name,
      (coalesce(p.email_reminders, false) and u.email_verified_at is not null) as by_email,
      (exists (select 1 from push_subscriptions ps where ps.user_id = u.id)
        or (${oneSignal}::boolean and exists (select 1 from devices d where d.user_id = u.id))) as by_push,
      (p.frequency is not null
        and date_trunc('week', ${at}::timestamptz at time zone coalesce(z.name, 'UTC'))::date = claimed.week_start
        and ${at}::timestamptz < claimed.remind_at + ${`${REMINDER_GRACE_HOURS} hours`}::interval
        and not exists (
          select 1 from checkups c where c.user_id = u.id and c.week_start = claimed.week_start)
        and not exists (
          select 1 from reminder_snoozes w
          where w.user_id = u.id and w.week_start = claimed.week_start and w.kind = 'week')
        -- Another snooze for the same moment, claimed by an earlier batch (this batch's own are
        -- not visible here: the caller keeps one per member).
        and not exists (
          select 1 from reminder_snoozes o
          where o.user_id = u.id and o.remind_at = claimed.remind_at and o.sent_at is not null)) as send
    from claimed
    join users u on u.id = claimed.user_id
    left join checkup_preferences p on p.user_id = u.id
    left join pg_timezone_names z on z.name = u.timezone
    order by claimed.remind_at, claimed.id`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The advisory lock key of the snoozes' claims ("snooze" in ASCII). */
const SNOOZE_SCAN_LOCK_KEY = 0x736e6f6f7a65;

/**
 * One batch of due snoozes: claim them and write their e-mails in one transaction (the same
 * e-mail as the weekly reminder, with fresh links), then queue deliveries and pushes. A member
 * with several snoozes due at once (the e-mail's link and the push's action both used) gets one
 * reminder. Returns how many snoozes were claimed, so the caller knows whether more remain.
 */
export async function scanSnoozes(ctx: AppContext, now: Date, limit: number) {
  const oneSignal = oneSignalSettings(ctx.env) !== null;
  const key = await unsubscribeKey(ctx.db);
  const base = ctx.env.publicUrl;
  const { claimed, reminded, emailIds } = await ctx.db.transaction(async (tx) => {
    // One process claims snoozes at a time. Racing claims picked the same first rows: the one that
    // waited for the other's locks claimed none and stopped, and so could a larger batch that lost
    // one row, leaving due snoozes to the next scan; two processes could also each take one of a
    // member's two snoozes due together and send two reminders. Snoozes are few; a process that
    // finds the lock taken stops, and the holder goes on until none is due.
    const [turn] = rowsOf<{ mine: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SNOOZE_SCAN_LOCK_KEY}) as mine`),
    );
    if (!turn?.mine) return { claimed: [], reminded: [], emailIds: [] };
    const claimed = rowsOf<DueSnooze>(await claimDueSnoozes(tx, now, oneSignal, limit)).map((row) => ({
      ...row,
      snooze_id: Number(row.snooze_id),
      user_id: Number(row.user_id),
    }));
    const seen = new Set<number>();
    const reminded = claimed.filter((row) => {
      if (!row.send || !(row.by_email || row.by_push) || seen.has(row.user_id)) return false;
      seen.add(row.user_id);
      return true;
    });
    const mails = reminded.filter((row) => row.by_email).map((row) => reminderEmail(key, base, now, row));
    return { claimed, reminded, emailIds: await insertEmails(tx, mails) };
  });
  await ctx.jobs.sendMany(
    DELIVER_EMAIL,
    emailIds.map((emailId) => ({ emailId })),
  );
  const pushes = await queueSnoozePushes(
    ctx,
    reminded.filter((row) => row.by_push),
  );
  return { claimed: claimed.length, reminded: reminded.length, emails: emailIds.length, pushes };
}

/**
 * The pushes of snoozed reminders, queued after commit like the weekly ones (the OneSignal key
 * derives from the snooze, so a retry is not shown twice). A process that stops between the
 * commit and here loses these pushes; the e-mails are kept (the one-minute sweeper sends them).
 */
async function queueSnoozePushes(ctx: AppContext, rows: DueSnooze[]) {
  return queueReminderPushes(
    ctx,
    rows.map((row) => ({ userId: row.user_id, weekStart: row.week_start, snoozeId: row.snooze_id })),
    ({ userId, snoozeId }) => ({ userId, snoozeId }),
  );
}
