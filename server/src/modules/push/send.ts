import { createHash } from 'node:crypto';
import type { Locale } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { devices, pushSubscriptions, users } from '../../db/schema';
import { translator } from '../../i18n';
import { oneSignalSettings, vapidDetails } from './config';
import { pushHosts, pushTarget } from './endpoints';

/** How long a push service keeps an undelivered reminder (a device offline): one day. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

/** A failure worth retrying (network, 429, 5xx): the job throws it and the queue backs off. */
export class RetryablePushError extends Error {}

export type PushOutcome = 'sent' | 'gone' | 'refused' | 'skipped';

/** What a push shows: `url` is a path of the web app, `tag` also names the push's topic. */
export type PushNotification = {
  title: string;
  body: string;
  url: string;
  tag: string;
  /**
   * Buttons under the notification (web/public/sw.js): the reminder's "Remind me tomorrow" and
   * "Not this week", each with the single-use token its click posts (issue 32 §4).
   */
  actions?: { action: string; title: string; token: string }[];
};

/** The reminder's words in the member's language; no health data ever travels in a push. */
export function reminderNotification(locale: Locale): PushNotification {
  const t = translator(locale);
  return {
    title: t('server:reminders.push.title'),
    body: t('server:reminders.push.body'),
    url: '/checkup',
    tag: 'checkup-reminder',
  };
}

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new RetryablePushError(`push service unreachable: ${(error as Error).message}`);
  }
}

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Sends a notification (the reminder unless told otherwise; its words in the subscriber's
 * language) to one browser subscription (RFC 8030 with VAPID, RFC 8291 encryption; web-push
 * builds the request, fetch sends it). 404 or 410: the browser dropped the subscription, so the
 * row goes too. 429 and 5xx throw for a retry; any other refusal is final.
 */
export async function sendWebPush(
  ctx: Pick<AppContext, 'db' | 'env'>,
  subscriptionId: number,
  notification: (locale: Locale) => PushNotification = reminderNotification,
): Promise<PushOutcome> {
  const [row] = await ctx.db
    .select({ subscription: pushSubscriptions, locale: users.locale })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!row) return 'skipped';
  const { subscription } = row;
  // Checked again before every post: a row stored under older rules, a name that now resolves
  // to a private address, or a setting narrowed since, is refused without a request.
  let target: string | null;
  try {
    target = await pushTarget(subscription.endpoint, pushHosts(ctx.env));
  } catch (error) {
    throw new RetryablePushError(`push service not found: ${(error as Error).message}`);
  }
  if (!target) return 'refused';
  const shown = notification(row.locale);
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(shown),
    {
      vapidDetails: await vapidDetails(ctx.db, ctx.env),
      TTL: TTL_SECONDS,
      urgency: 'normal',
      // A newer push with the same topic replaces an undelivered one at the push service.
      topic: shown.tag,
      contentEncoding: 'aes128gcm',
    },
  );
  const response = await post(target, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ?? undefined,
  });
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return 'gone';
  }
  if (retryable(response.status)) throw new RetryablePushError(`push service answered ${response.status}`);
  return 'refused';
}

/** A UUID derived from the delivery, so a retried OneSignal call is not shown twice. */
function idempotencyKey(deliveryId: number): string {
  return uuidFrom(`evenkeel-reminder-${deliveryId}`);
}

/** A version-4-shaped UUID derived from words, so the same notice always has the same key. */
function uuidFrom(words: string): string {
  const hex = createHash('sha256').update(words).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends the reminder to the member's native-app devices through OneSignal's REST API
 * (`one_signal_token` = the device's subscription id), when OneSignal is configured.
 */
export async function sendOneSignal(
  ctx: Pick<AppContext, 'db' | 'env'>,
  userId: number,
  deliveryId: number,
  /**
   * Another notification than the reminder (a chat message: jobs/chat-notifications.ts), with
   * the words that make its idempotency key (the same at every retry of the same notice).
   */
  other?: { notification: (locale: Locale) => PushNotification; key: string },
): Promise<PushOutcome> {
  const settings = oneSignalSettings(ctx.env);
  if (!settings) return 'skipped';
  const rows = await ctx.db
    .select({ token: devices.oneSignalToken, locale: users.locale })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(eq(devices.userId, userId));
  const first = rows[0];
  if (!first) return 'skipped';
  const notification = (other?.notification ?? reminderNotification)(first.locale);
  const response = await post(`${settings.baseUrl}/notifications`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      authorization: `Key ${settings.apiKey}`,
    },
    body: JSON.stringify({
      app_id: settings.appId,
      target_channel: 'push',
      include_subscription_ids: rows.map((row) => row.token),
      // "en" is OneSignal's required default: it carries the member's own language.
      headings: { en: notification.title },
      contents: { en: notification.body },
      data: { url: notification.url },
      idempotency_key: other ? uuidFrom(other.key) : idempotencyKey(deliveryId),
      ttl: TTL_SECONDS,
    }),
  });
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (retryable(response.status)) throw new RetryablePushError(`OneSignal answered ${response.status}`);
  return 'refused';
}
