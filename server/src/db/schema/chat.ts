import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug } from './columns';

/**
 * A conversation between two people who may contact each other (product.md §7, issue 29). The
 * pair is stored in order (`user_low_id` < `user_high_id`), so one pair has one conversation. A
 * deleted account leaves its side null: the other person keeps the conversation, read-only, and
 * sees "Deleted account". `last_seq` is the highest message sequence handed out: a send takes the
 * next one by updating this row, which also serialises sends within the conversation.
 * `session_ended_at`/`session_ended_by_id`: either person ended the chat session; a new message
 * (or "start again") clears them.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    slug: slug(),
    userLowId: bigint('user_low_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    userHighId: bigint('user_high_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    sessionEndedAt: timestamp('session_ended_at', { withTimezone: true }),
    sessionEndedById: bigint('session_ended_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.userLowId, t.userHighId),
    index('conversations_high_idx').on(t.userHighId),
    check('conversations_ordered_pair', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/**
 * Each person's side of a conversation: their read state (the last sequence they read; no
 * per-message read times are kept) and when they were last told of an unread message by e-mail
 * and push (at most once per conversation per hour). The row goes with the account.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** The highest sequence an unread-message notification was sent for, and when. */
    notifiedSeq: integer('notified_seq').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_participants_pk').on(t.conversationId, t.userId),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/**
 * A message: its place in the conversation (`seq`, from 1, no gaps), the client's id (a retried
 * send finds the stored message by it instead of storing a second one), the text (null once
 * deleted, or erased with the sender's account), and when it was edited or deleted.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    slug: slug(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    body: text('body'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_unique').on(t.conversationId, t.senderId, t.clientId),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/** The earlier texts of an edited message, oldest first: the other person can see them. */
export const messageEdits = pgTable(
  'message_edits',
  {
    id: id(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** When this text was replaced. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_edits_message_idx').on(t.messageId)],
);

/** A person blocked another: the blocked person's messages and calls no longer reach the blocker. */
export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    slug: slug(),
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocks_pair_unique').on(t.blockerId, t.blockedId),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A reported message with the ten before it, copied when reported (`excerpt`: sequence, sender's
 * name, text, time), so the platform administrators read that and nothing else of the
 * conversation. `state`: open until an administrator closes it.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    slug: slug(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    excerpt: jsonb('excerpt').notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: bigint('closed_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_reports_state_idx').on(t.state, t.createdAt),
    uniqueIndex('message_reports_once').on(t.messageId, t.reporterId),
  ],
);

/**
 * A person's chat settings. Read receipts and the typing indicator show only when both people
 * turned them on (off by default); e-mail and push for unread messages are on unless turned off.
 */
export const chatPreferences = pgTable('chat_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(false),
  typingIndicator: boolean('typing_indicator').notNull().default(false),
  messageNotifications: boolean('message_notifications').notNull().default(true),
});

/**
 * A video call in a conversation: one at a time (the partial unique index), ringing until
 * answered, declined or missed (30 s), then active until either person ends it. Kept in the
 * database so every instance agrees on it.
 */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    slug: slug(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    callerId: bigint('caller_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['ringing', 'active', 'ended', 'declined', 'missed'] })
      .notNull()
      .default('ringing'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calls_one_live').on(t.conversationId).where(sql`${t.state} in ('ringing', 'active')`)],
);
