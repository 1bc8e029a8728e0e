import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug } from './columns';

/**
 * One row per member and ISO week in which a check-up reminder was sent (decision 0005,
 * "Reminders"). The unique key is the claim: the scan inserts with ON CONFLICT DO NOTHING,
 * so several workers, or a restart, send one reminder per member and week.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ISO Monday (yyyy-mm-dd) of the week in the member's timezone. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** Whether an e-mail was recorded with the claim. */
    emailed: boolean('emailed').notNull().default(false),
    /** True until the push job is queued (after commit); the scan re-queues forgotten ones. */
    pushPending: boolean('push_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_user_week_unique').on(t.userId, t.weekStart),
    index('reminder_deliveries_push_pending_idx').on(t.createdAt).where(sql`${t.pushPending}`),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * Server secrets generated on first start when the configuration gives none (the VAPID key
 * pair, the key that signs unsubscribe links), so they survive restarts and are shared by
 * every instance. Never sent to clients, except the VAPID public key.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * "Remind me later" (issue 32 §4): a member's answer to a reminder, from its e-mail link (no
 * sign-in; a signed token whose nonce is `token_nonce`, unique, so each token acts once) or its
 * push action. `tomorrow`: one more reminder at `remind_at` (the same hour the next day, in the
 * member's time zone), claimed by setting `sent_at`, so exactly one is sent; `week`: no more
 * reminders for `week_start`. None is sent once that week's check-up is done.
 */
export const reminderSnoozes = pgTable(
  'reminder_snoozes',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ISO Monday (yyyy-mm-dd) of the reminded week in the member's time zone. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['tomorrow', 'week'] }).notNull(),
    tokenNonce: text('token_nonce').notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_snoozes_token_unique').on(t.tokenNonce),
    index('reminder_snoozes_user_week_idx').on(t.userId, t.weekStart),
    index('reminder_snoozes_due_idx')
      .on(t.remindAt)
      .where(sql`${t.sentAt} is null and ${t.remindAt} is not null`),
  ],
);
