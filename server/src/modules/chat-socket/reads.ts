import type { CallState } from '@evenkeel/common';
import { aliasedTable, and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blocks,
  calls,
  chatPreferences,
  conversationParticipants,
  conversations,
  messages,
  users,
} from '../../db/schema';
import { statement } from '../../db/statements';
import type { SocketMessageRow } from '../chat';

/**
 * What the socket reads from the database (issue 29): small reads of its own against the chat
 * tables, each one statement. Messages are always read here, never carried by the bus.
 */

/** A conversation the reader is in, with the other person (null once their account is gone). */
export type ReaderConversation = { id: number; slug: string; otherUserId: number | null };

/** The conversation with this public id, if the reader is one of its two people. */
export async function conversationOfReader(
  db: Db,
  readerId: number,
  slug: string,
): Promise<ReaderConversation | null> {
  const [row] = await db
    .select({
      id: conversations.id,
      slug: conversations.slug,
      low: conversations.userLowId,
      high: conversations.userHighId,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, readerId),
      ),
    )
    .where(eq(conversations.slug, slug))
    .limit(1);
  if (!row) return null;
  return { id: row.id, slug: row.slug, otherUserId: row.low === readerId ? row.high : row.low };
}

/** A message as stored, with its conversation's and sender's public ids: what the chat module presents. */
export type StoredMessage = SocketMessageRow;

const sender = aliasedTable(users, 'sender');

const messageColumns = {
  slug: messages.slug,
  conversationSlug: conversations.slug,
  seq: messages.seq,
  senderId: messages.senderId,
  senderSlug: sender.slug,
  clientId: messages.clientId,
  body: messages.body,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
};

function buildReaderPage(db: Db) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, sql.placeholder('readerId')),
      ),
    )
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(
      and(eq(conversations.slug, sql.placeholder('slug')), gt(messages.seq, sql.placeholder('afterSeq'))),
    )
    .orderBy(asc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('chat_socket_reader_page');
}

/**
 * At most `limit` messages after `afterSeq` in the conversation with this public id, if the
 * reader is in it: membership and page in one prepared statement, one round trip a page (an
 * empty answer does not say which; `conversationOfReader` does).
 */
export async function readerPage(
  db: Db,
  readerId: number,
  slug: string,
  afterSeq: number,
  limit: number,
): Promise<StoredMessage[]> {
  return statement(db, 'chat_socket_reader_page', buildReaderPage).execute({
    readerId,
    slug,
    afterSeq,
    limit,
  });
}

/** One message and the people in its conversation now (a message goes only to them). */
export async function messageWithReaders(
  db: Db,
  conversationId: number,
  seq: number,
): Promise<{ message: StoredMessage; readerIds: number[] } | null> {
  const [row] = await db
    .select({
      ...messageColumns,
      readerIds: sql<
        number[]
      >`array(select cp.user_id from conversation_participants cp where cp.conversation_id = ${messages.conversationId})`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)))
    .limit(1);
  if (!row) return null;
  const { readerIds, ...message } = row;
  return { message, readerIds: readerIds.map(Number) };
}

/** The conversation's public id and its people now. */
export async function conversationWithReaders(
  db: Db,
  conversationId: number,
): Promise<{ slug: string; readerIds: number[] } | null> {
  const [row] = await db
    .select({
      slug: conversations.slug,
      readerIds: sql<
        number[]
      >`array(select cp.user_id from conversation_participants cp where cp.conversation_id = ${conversations.id})`,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ? { slug: row.slug, readerIds: row.readerIds.map(Number) } : null;
}

/** Whether both people turned a setting on (a missing row is the default: off). */
export async function bothTurnedOn(
  db: Db,
  setting: 'readReceipts' | 'typingIndicator',
  userIds: [number, number],
): Promise<boolean> {
  const rows = await db
    .select({ on: chatPreferences[setting] })
    .from(chatPreferences)
    .where(inArray(chatPreferences.userId, userIds));
  return rows.length === 2 && rows.every((row) => row.on);
}

/** Whether either person blocked the other. */
export async function blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A call as its `call` frame tells it. */
export type CallForFrame = {
  slug: string;
  conversationSlug: string;
  state: CallState;
  callerId: number | null;
  readerIds: number[];
};

export async function callForFrame(db: Db, callId: number): Promise<CallForFrame | null> {
  const [row] = await db
    .select({
      slug: calls.slug,
      conversationSlug: conversations.slug,
      state: calls.state,
      callerId: calls.callerId,
      readerIds: sql<
        number[]
      >`array(select cp.user_id from conversation_participants cp where cp.conversation_id = ${calls.conversationId})`,
    })
    .from(calls)
    .innerJoin(conversations, eq(conversations.id, calls.conversationId))
    .where(eq(calls.id, callId))
    .limit(1);
  return row ? { ...row, readerIds: row.readerIds.map(Number) } : null;
}

/** Whether this call is ringing or under way in this conversation (signalling goes only to such a call). */
export async function isLiveCall(db: Db, conversationId: number, callSlug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        eq(calls.conversationId, conversationId),
        eq(calls.slug, callSlug),
        inArray(calls.state, ['ringing', 'active']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
