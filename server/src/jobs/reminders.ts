import { z } from 'zod';
import type { AppContext } from '../context';
import { reminderNotification, sendOneSignal, sendWebPush } from '../modules/push/send';
import { snoozingPush } from '../modules/reminders/delivery';
import { purgeOldDeliveries } from '../modules/reminders/purge';
import { PUSH_ONESIGNAL, PUSH_WEB, scanReminders } from '../modules/reminders/scan';
import type { JobDefinition } from './queue';

/**
 * Every five minutes: claims the week of every member whose reminder is due and queues the
 * e-mails and pushes (modules/reminders/scan.ts). pg-boss schedules one run per cron tick
 * however many workers there are; two runs racing would still claim each member once.
 */
export function reminderScanJob(ctx: AppContext) {
  return {
    name: 'reminders.scan',
    payload: z.unknown(),
    retryLimit: 0,
    cron: '*/5 * * * *',
    async handle() {
      await scanReminders(ctx);
    },
  } satisfies JobDefinition;
}

/**
 * One browser subscription; network errors, 429 and 5xx are retried with backoff. With the
 * reminded week, the push offers "Remind me tomorrow" and "Not this week" (tokens minted here,
 * at each try; jobs queued before issue 32 have no week and send the plain reminder).
 */
export function webPushJob(ctx: AppContext) {
  return {
    name: PUSH_WEB,
    payload: z.object({
      subscriptionId: z.number().int(),
      weekStart: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handle({ subscriptionId, weekStart }) {
      const notification = weekStart
        ? await snoozingPush(ctx.db, subscriptionId, weekStart, new Date())
        : null;
      await sendWebPush(ctx, subscriptionId, notification ?? undefined);
    },
  } satisfies JobDefinition;
}

/**
 * One member's native-app devices through OneSignal (skipped when it is not configured): the
 * weekly reminder (`deliveryId`) or a snoozed one (`snoozeId`), each its own idempotency key.
 */
export function oneSignalJob(ctx: AppContext) {
  return {
    name: PUSH_ONESIGNAL,
    payload: z.object({
      userId: z.number().int(),
      deliveryId: z.number().int().optional(),
      snoozeId: z.number().int().optional(),
    }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handle({ userId, deliveryId, snoozeId }) {
      if (snoozeId === undefined) {
        await sendOneSignal(ctx, userId, deliveryId ?? 0);
      } else {
        await sendOneSignal(ctx, userId, 0, {
          notification: reminderNotification,
          key: `evenkeel-reminder-snooze-${snoozeId}`,
        });
      }
    },
  } satisfies JobDefinition;
}

/** Daily: week claims older than five weeks go (modules/reminders/purge.ts). */
export function reminderPurgeJob(ctx: AppContext) {
  return {
    name: 'reminders.purge',
    payload: z.unknown(),
    cron: '41 3 * * *',
    async handle() {
      await purgeOldDeliveries(ctx.db);
    },
  } satisfies JobDefinition;
}
