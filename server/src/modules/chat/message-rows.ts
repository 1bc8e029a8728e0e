import type { SocketMessage } from '@evenkeel/common';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';

/** A message as every reader of it is shown it: the row, the sender's public id, the conversation's. */
export type MessageRow = {
  id: number;
  slug: string;
  conversationId: number;
  conversationSlug: string;
  seq: number;
  senderId: number | null;
  senderSlug: string | null;
  clientId: string;
  body: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
};

const sender = alias(users, 'sender');

/** The columns of a `MessageRow`, for a select from messages joined to its conversation and sender. */
export const messageRowColumns = {
  id: messages.id,
  slug: messages.slug,
  conversationId: messages.conversationId,
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

/** Messages joined to what a `MessageRow` needs; the caller adds its conditions. */
export const selectMessageRows = (db: Db) =>
  db
    .select(messageRowColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId));

/** The reader is one of the conversation's two people (an administrator of anything is not). */
export const readerIn = (readerId: number) =>
  or(eq(conversations.userLowId, readerId), eq(conversations.userHighId, readerId));

/** What presenting a message for a socket needs of its row (the socket's own reads select just this). */
export type SocketMessageRow = Omit<MessageRow, 'id' | 'conversationId'>;

/**
 * A message as the socket carries it (common/src/chat/socket-protocol.ts), the one presenter for
 * resumes and live pushes: a deleted message is a tombstone whatever its row still holds, so no
 * path can leak a deleted text.
 */
export function presentSocketMessage(row: SocketMessageRow, readerId: number): SocketMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.slug,
    conversation_id: row.conversationSlug,
    seq: row.seq,
    body: deleted ? null : row.body,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    mine: row.senderId !== null && row.senderId === readerId,
    sender_id: row.senderSlug,
  };
}

/** Messages of a conversation after `afterSeq`, in order, at most `limit` (and one more to know if there is more). */
export async function messagesAfter(db: Db, conversationId: number, afterSeq: number, limit: number) {
  const rows = await selectMessageRows(db)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, more };
}
