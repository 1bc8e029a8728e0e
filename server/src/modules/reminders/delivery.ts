/** What a reminder sends, the weekly one (scan.ts) and a snoozed one (snooze-scan.ts) alike. */
import type { Locale } from '@evenkeel/common';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { devices, emails, pushSubscriptions, users } from '../../db/schema';
import { translator } from '../../i18n';
import { renderMail } from '../../mail/templates';
import { oneSignalSettings, type PushNotification, reminderNotification, unsubscribeKey } from '../push';
import { snoozeLinks, snoozeTokens } from './snooze';
import { unsubscribeToken } from './tokens';

/** Job names (server/src/jobs/reminders.ts). */
export const PUSH_WEB = 'push.web';
export const PUSH_ONESIGNAL = 'push.onesignal';

/**
 * After the chosen hour has come, a missed reminder (the workers were down, the hour was
 * skipped by a clock change) is still sent within this many hours, in the same ISO week. A
 * later slot does not fire at once when a member picks a day that has already passed. The same
 * grace holds for a "remind me tomorrow".
 */
export const REMINDER_GRACE_HOURS = 24;

/** Rows of one multi-row insert into `emails` (PostgreSQL allows 65,535 parameters). */
const EMAIL_CHUNK = 500;

/** A member to remind: who, and of which week (the snooze links name it). */
export type Reminded = {
  user_id: number;
  /** The ISO Monday (yyyy-mm-dd) of the reminded week in the member's zone. */
  week_start: string;
  slug: string;
  email: string;
  locale: Locale;
  first_name: string;
};

/**
 * The reminder e-mail's row for `emails`: the check-up link, "remind me tomorrow" and "not this
 * week" (issue 32 §4, fresh single-use tokens), the unsubscribe link and its RFC 8058 headers.
 */
export function reminderEmail(key: Buffer, base: string, now: Date, row: Reminded) {
  const token = encodeURIComponent(unsubscribeToken(key, row.slug));
  const snooze = snoozeLinks(base, snoozeTokens(key, row.slug, row.week_start, now));
  const rendered = renderMail(
    {
      kind: 'checkup_reminder',
      name: row.first_name,
      url: `${base}/checkup`,
      unsubscribeUrl: `${base}/reminders/unsubscribe?token=${token}`,
      tomorrowUrl: snooze.tomorrow,
      notThisWeekUrl: snooze.week,
    },
    row.locale,
  );
  return {
    userId: row.user_id,
    toAddress: row.email,
    locale: row.locale,
    subject: rendered.subject,
    textBody: rendered.text,
    // RFC 8058: mail clients show an unsubscribe button that POSTs to this URL.
    headers: {
      'List-Unsubscribe': `<${base}/api/reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Writes e-mail rows in chunks (PostgreSQL's parameter limit); returns their ids. */
export async function insertEmails(tx: Db, mails: (typeof emails.$inferInsert)[]): Promise<number[]> {
  const emailIds: number[] = [];
  for (let i = 0; i < mails.length; i += EMAIL_CHUNK) {
    const inserted = await tx
      .insert(emails)
      .values(mails.slice(i, i + EMAIL_CHUNK))
      .returning({ id: emails.id });
    emailIds.push(...inserted.map((row) => row.id));
  }
  return emailIds;
}

/**
 * The reminder's push for one browser subscription, with its two actions ("Remind me tomorrow",
 * "Not this week") and their fresh tokens for `weekStart` (the push is end-to-end encrypted to
 * the browser, RFC 8291). Null when the subscription is gone.
 */
export async function snoozingPush(
  db: Db,
  subscriptionId: number,
  weekStart: string,
  now: Date,
): Promise<((locale: Locale) => PushNotification) | null> {
  const [row] = await db
    .select({ slug: users.slug })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!row) return null;
  const tokens = snoozeTokens(await unsubscribeKey(db), row.slug, weekStart, now);
  return (locale) => {
    const t = translator(locale);
    return {
      ...reminderNotification(locale),
      actions: [
        { action: 'tomorrow', title: t('server:remind_later.push.tomorrow'), token: tokens.tomorrow },
        { action: 'week', title: t('server:remind_later.push.week'), token: tokens.week },
      ],
    };
  };
}

/**
 * A reminder's pushes, weekly or snoozed: one job per browser subscription of each member (with
 * the week, so the push carries its own "remind me later" tokens), and one OneSignal job per
 * member with a device, its payload from `oneSignalJob` (its key: a retry is not shown twice).
 * Returns how many jobs were queued.
 */
export async function queueReminderPushes<T extends { userId: number; weekStart: string }>(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>,
  targets: T[],
  oneSignalJob: (target: T) => object,
): Promise<number> {
  if (targets.length === 0) return 0;
  const userIds = targets.map((row) => row.userId);
  const weeks = new Map(targets.map((row) => [row.userId, row.weekStart]));
  const subscriptions = await ctx.db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  await ctx.jobs.sendMany(
    PUSH_WEB,
    subscriptions.map((row) => ({ subscriptionId: row.id, weekStart: weeks.get(row.userId) })),
  );
  if (!oneSignalSettings(ctx.env)) return subscriptions.length;
  const withDevices = new Set(
    (
      await ctx.db
        .selectDistinct({ userId: devices.userId })
        .from(devices)
        .where(inArray(devices.userId, userIds))
    ).map((row) => row.userId),
  );
  const oneSignal = targets.filter((row) => withDevices.has(row.userId)).map(oneSignalJob);
  await ctx.jobs.sendMany(PUSH_ONESIGNAL, oneSignal);
  return subscriptions.length + oneSignal.length;
}
