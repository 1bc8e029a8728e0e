import { MESSAGE_PAGE_SIZE, type SocketMessage } from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { messagesAfter, presentSocketMessage, readerIn, selectMessageRows } from './message-rows';

/**
 * What the socket (server/src/realtime/) reads from the chat module: a resume's pages and a
 * single message to push, always checked against the reader, so a socket only ever carries what
 * the same person could read over HTTP.
 */

/**
 * One page of a resume: the messages after `afterSeq` in the reader's conversation, at most
 * `limit` (capped at MESSAGE_PAGE_SIZE); `nextAfterSeq` is null when this page reached the end.
 * Null when the conversation does not exist or the reader is not one of its two people.
 */
export async function readMessagesAfter(
  db: Db,
  readerId: number,
  conversationSlug: string,
  afterSeq: number,
  limit: number = MESSAGE_PAGE_SIZE,
): Promise<{ conversationId: number; messages: SocketMessage[]; nextAfterSeq: number | null } | null> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.slug, conversationSlug), readerIn(readerId)));
  if (!conversation) return null;
  const size = Math.max(1, Math.min(limit, MESSAGE_PAGE_SIZE));
  const { rows, more } = await messagesAfter(db, conversation.id, Math.max(0, afterSeq), size);
  const last = rows.at(-1);
  return {
    conversationId: conversation.id,
    messages: rows.map((row) => presentSocketMessage(row, readerId)),
    nextAfterSeq: more && last ? last.seq : null,
  };
}

/** The message at `seq` as `readerId` sees it, or null when it is not theirs to read. */
export async function readMessageForSocket(
  db: Db,
  conversationId: number,
  seq: number,
  readerId: number,
): Promise<SocketMessage | null> {
  const [row] = await selectMessageRows(db).where(
    and(eq(messages.conversationId, conversationId), eq(messages.seq, seq), readerIn(readerId)),
  );
  return row ? presentSocketMessage(row, readerId) : null;
}

/** The conversation's people still holding an account (a deleted side is null and left out). */
export async function conversationParticipantIds(db: Db, conversationId: number): Promise<number[]> {
  const [row] = await db
    .select({ low: conversations.userLowId, high: conversations.userHighId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!row) return [];
  return [row.low, row.high].filter((id): id is number => id !== null);
}
