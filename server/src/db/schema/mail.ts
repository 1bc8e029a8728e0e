import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * Every e-mail is first written here inside the transaction that causes it, then delivered
 * by a job after commit. Without SMTP the row itself is the development outbox (/dev/mail);
 * with SMTP the body is erased once delivered, so links and tokens do not linger.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Who caused the e-mail (an inviter): their name is erased from it when their account is deleted. */
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    locale: text('locale', { enum: ['en', 'fr'] }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /**
     * `sending`: claimed by a worker (committed before the SMTP conversation starts) until
     * `claimed_until`; another worker takes it only once that lease has lapsed (jobs/deliver-email.ts).
     */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    transport: text('transport', { enum: ['smtp', 'outbox'] }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Extra headers sent with the message (List-Unsubscribe on reminders). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** While `sending`: the claim's lease, renewed by the sending worker's heartbeat. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('emails_status_idx').on(t.status, t.createdAt),
    index('emails_to_idx').on(t.toAddress),
    index('emails_actor_idx').on(t.actorId),
  ],
);
