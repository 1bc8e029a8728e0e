import { type Locale, UNREAD_NOTIFY_AFTER_MS, UNREAD_NOTIFY_EVERY_MS } from '@evenkeel/common';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { emails, pushSubscriptions } from '../db/schema';
import { translator } from '../i18n';
import { DELIVER_EMAIL } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { oneSignalSettings } from '../modules/push/config';
import { type PushNotification, sendOneSignal, sendWebPush } from '../modules/push/send';
import type { JobDefinition } from './queue';

/** The job that sends one chat notification to one browser subscription. */
export const CHAT_PUSH_WEB = 'chat.push.web';
export const CHAT_PUSH_ONESIGNAL = 'chat.push.onesignal';
/** Participants claimed per transaction; a scan loops until fewer come back. */
export const CHAT_SCAN_BATCH = 1000;

/**
 * The push's words in the recipient's language: the same sentence as the e-mail, nothing of the
 * message or its sender, and the conversation's page to open.
 */
export function chatMessageNotification(conversationSlug: string) {
  return (locale: Locale): PushNotification => {
    const t = translator(locale);
    return {
      title: t('server:chat_notifications.push.title'),
      body: t('server:chat_notifications.push.body'),
      url: `/chat/${conversationSlug}`,
      tag: 'chat-message',
    };
  };
}

type Claimed = {
  user_id: number;
  /** The sequence this notice is for: with the conversation and the person, the notice's identity. */
  notified_seq: number;
  conversation_slug: string;
  email: string;
  locale: Locale;
  first_name: string;
  by_email: boolean;
};

/**
 * Claims, in one statement, every participant with a message from the other person that has
 * waited unread for UNREAD_NOTIFY_AFTER_MS, not notified yet (`notified_seq`), not notified in
 * that conversation within UNREAD_NOTIFY_EVERY_MS (`notified_at`), notifications not turned off,
 * and no block between the two either way. The claim moves `notified_seq` to the conversation's
 * last sequence and stamps `notified_at`: the rows are locked (`skip locked`) and the update
 * checks `notified_seq` again, so two workers, or a run after a restart, notify once.
 */
function claimDue(tx: Db, now: Date, limit: number) {
  const at = now.toISOString();
  const readyBefore = new Date(now.getTime() - UNREAD_NOTIFY_AFTER_MS).toISOString();
  const quietSince = new Date(now.getTime() - UNREAD_NOTIFY_EVERY_MS).toISOString();
  return tx.execute(sql`
    with due as (
      select p.conversation_id, p.user_id, c.last_seq
      from conversation_participants p
      join conversations c on c.id = p.conversation_id
      left join chat_preferences prefs on prefs.user_id = p.user_id
      where c.last_seq > p.last_read_seq
        and c.last_seq > p.notified_seq
        and (p.notified_at is null or p.notified_at <= ${quietSince}::timestamptz)
        and coalesce(prefs.message_notifications, true)
        and exists (
          select 1 from messages m
          where m.conversation_id = p.conversation_id
            and m.seq > greatest(p.last_read_seq, p.notified_seq)
            and m.sender_id is distinct from p.user_id
            and m.deleted_at is null
            and m.created_at <= ${readyBefore}::timestamptz)
        and not exists (
          select 1 from blocks b
          where (b.blocker_id = p.user_id and b.blocked_id in (c.user_low_id, c.user_high_id))
             or (b.blocked_id = p.user_id and b.blocker_id in (c.user_low_id, c.user_high_id)))
      order by p.conversation_id, p.user_id
      limit ${limit}
      for update of p skip locked
    ),
    claimed as (
      update conversation_participants p
      set notified_seq = due.last_seq, notified_at = ${at}::timestamptz
      from due
      where p.conversation_id = due.conversation_id and p.user_id = due.user_id
        and p.notified_seq < due.last_seq
      returning p.conversation_id, p.user_id, p.notified_seq
    )
    select claimed.user_id, claimed.notified_seq, c.slug as conversation_slug, u.email, u.locale, u.first_name,
      (u.email_verified_at is not null) as by_email
    from claimed
    join conversations c on c.id = claimed.conversation_id
    join users u on u.id = claimed.user_id`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type ChatScanResult = { claimed: number; emails: number; pushes: number };

/**
 * One batch: the claim and the e-mails in one transaction (a crash between them sends nothing
 * rather than twice), then after commit the e-mails' delivery and one push job per browser
 * subscription of each recipient.
 */
async function scanBatch(ctx: AppContext, now: Date, limit: number): Promise<ChatScanResult> {
  const base = ctx.env.publicUrl;
  const { claimed, emailIds } = await ctx.db.transaction(async (tx) => {
    const claimed = rowsOf<Claimed>(await claimDue(tx, now, limit)).map((row) => ({
      ...row,
      user_id: Number(row.user_id),
      notified_seq: Number(row.notified_seq),
    }));
    const mails = claimed
      .filter((row) => row.by_email)
      .map((row) => {
        const rendered = renderMail(
          {
            kind: 'chat_message',
            name: row.first_name,
            url: `${base}/chat/${row.conversation_slug}`,
            settingsUrl: `${base}/profile#chat`,
          },
          row.locale,
        );
        return {
          userId: row.user_id,
          toAddress: row.email,
          locale: row.locale,
          subject: rendered.subject,
          textBody: rendered.text,
        };
      });
    const inserted = mails.length ? await tx.insert(emails).values(mails).returning({ id: emails.id }) : [];
    return { claimed, emailIds: inserted.map((row) => row.id) };
  });
  await ctx.jobs.sendMany(
    DELIVER_EMAIL,
    emailIds.map((emailId) => ({ emailId })),
  );
  const pushes = await queuePushes(ctx, claimed);
  return { claimed: claimed.length, emails: emailIds.length, pushes };
}

async function queuePushes(ctx: AppContext, claimed: Claimed[]): Promise<number> {
  if (claimed.length === 0) return 0;
  const subscriptions = await ctx.db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        claimed.map((row) => row.user_id),
      ),
    );
  const jobs = claimed.flatMap((row) =>
    subscriptions
      .filter((subscription) => subscription.userId === row.user_id)
      .map((subscription) => ({ subscriptionId: subscription.id, conversation: row.conversation_slug })),
  );
  await ctx.jobs.sendMany(CHAT_PUSH_WEB, jobs);
  // The native app's devices, through OneSignal when it is configured (the job skips otherwise).
  if (oneSignalSettings(ctx.env))
    await ctx.jobs.sendMany(
      CHAT_PUSH_ONESIGNAL,
      claimed.map((row) => ({
        userId: row.user_id,
        conversation: row.conversation_slug,
        seq: row.notified_seq,
      })),
    );
  return jobs.length;
}

/** The scan (every minute); `now` is injectable so tests can stand at any instant. */
export async function scanChatNotifications(
  ctx: AppContext,
  now: Date = new Date(),
  batch: number = CHAT_SCAN_BATCH,
): Promise<ChatScanResult> {
  const total: ChatScanResult = { claimed: 0, emails: 0, pushes: 0 };
  for (;;) {
    const result = await scanBatch(ctx, now, batch);
    total.claimed += result.claimed;
    total.emails += result.emails;
    total.pushes += result.pushes;
    if (result.claimed < batch) return total;
  }
}

/**
 * Every minute: unread messages that waited long enough bring one e-mail and push. pg-boss runs
 * one scan per tick however many workers there are; two racing would still claim each once.
 */
export function chatNotificationScanJob(ctx: AppContext) {
  return {
    name: 'chat.notifications.scan',
    payload: z.unknown(),
    retryLimit: 0,
    cron: '* * * * *',
    async handle() {
      await scanChatNotifications(ctx);
    },
  } satisfies JobDefinition;
}

/** One browser subscription; network errors, 429 and 5xx are retried with backoff. */
export function chatPushJob(ctx: AppContext) {
  return {
    name: CHAT_PUSH_WEB,
    payload: z.object({ subscriptionId: z.number().int(), conversation: z.string().regex(/^[\w-]+$/) }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handle({ subscriptionId, conversation }) {
      await sendWebPush(ctx, subscriptionId, chatMessageNotification(conversation));
    },
  } satisfies JobDefinition;
}

/** One person's native-app devices through OneSignal, for one notice (retried with the same key). */
export function chatOneSignalJob(ctx: AppContext) {
  return {
    name: CHAT_PUSH_ONESIGNAL,
    payload: z.object({
      userId: z.number().int(),
      conversation: z.string().regex(/^[\w-]+$/),
      seq: z.number().int(),
    }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handle({ userId, conversation, seq }) {
      await sendOneSignal(ctx, userId, 0, {
        notification: chatMessageNotification(conversation),
        key: `evenkeel-chat-${conversation}-${userId}-${seq}`,
      });
    },
  } satisfies JobDefinition;
}
