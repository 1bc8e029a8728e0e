import { MESSAGES_PER_MINUTE } from '@evenkeel/common';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, messageEdits, messages } from '../../db/schema';
import { tooManyAttempts } from '../../http/errors';
import type { ChatDeps } from './conversations';
import { type MessageRow, messagesAfter, selectMessageRows } from './message-rows';

/** Who is told of a change in a conversation: both people still holding an account. */
type Conversation = { id: number; userLowId: number | null; userHighId: number | null };
const peopleOf = (c: Conversation) => [c.userLowId, c.userHighId].filter((id): id is number => id !== null);

const messageById = async (db: Db, id: number): Promise<MessageRow> => {
  const [row] = await selectMessageRows(db).where(eq(messages.id, id));
  if (!row) throw new Error('message not found after write');
  return row;
};

/**
 * Stores a message once (issue 29, Delivery). The conversation's row is locked first, so sends
 * in one conversation take their turn: the next sequence is `last_seq + 1`, with no gap and no
 * duplicate. A retry (same sender, conversation and client id) finds the stored message and
 * answers it (`created: false`), also when the first send is still committing: it waits for
 * the lock, then reads it. Over 30 messages in a minute (counted in the database, so the limit
 * holds across instances) is a 429. Sending starts an ended chat session again and marks the
 * conversation read up to the sender's own message.
 */
export async function sendMessage(
  { db, bus }: ChatDeps,
  conversation: Conversation,
  senderId: number,
  input: { body: string; client_id: string },
): Promise<{ message: MessageRow; created: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
      .for('update');
    const sameSend = and(
      eq(messages.conversationId, conversation.id),
      eq(messages.senderId, senderId),
      eq(messages.clientId, input.client_id),
    );
    const [earlier] = await tx.select({ id: messages.id }).from(messages).where(sameSend);
    if (earlier) return { id: earlier.id, created: false };
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, sql`now() - interval '1 minute'`)));
    if (Number(recent?.n ?? 0) >= MESSAGES_PER_MINUTE) throw tooManyAttempts(60, 'errors.chat_rate_limited');
    const [next] = await tx
      .update(conversations)
      .set({
        lastSeq: sql`${conversations.lastSeq} + 1`,
        lastMessageAt: sql`now()`,
        sessionEndedAt: null,
        sessionEndedById: null,
      })
      .where(eq(conversations.id, conversation.id))
      .returning({ seq: conversations.lastSeq });
    if (!next) throw new Error('conversation vanished while sending');
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        seq: next.seq,
        senderId,
        clientId: input.client_id,
        body: input.body,
      })
      .onConflictDoNothing()
      .returning({ id: messages.id });
    if (!row) {
      // Only a send outside this lock could get here; the sequence it took is given back.
      await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} - 1` })
        .where(eq(conversations.id, conversation.id));
      const [stored] = await tx.select({ id: messages.id }).from(messages).where(sameSend);
      if (!stored) throw new Error('message neither stored nor found');
      return { id: stored.id, created: false };
    }
    await tx
      .insert(conversationParticipants)
      .values({ conversationId: conversation.id, userId: senderId, lastReadSeq: next.seq })
      .onConflictDoUpdate({
        target: [conversationParticipants.conversationId, conversationParticipants.userId],
        set: { lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, ${next.seq}::int)` },
      });
    return { id: row.id, created: true };
  });
  const message = await messageById(db, outcome.id);
  if (outcome.created) {
    bus.publish({
      kind: 'message',
      conversationId: conversation.id,
      seq: message.seq,
      userIds: peopleOf(conversation),
    });
  }
  return { message, created: outcome.created };
}

/** Replaces the text, keeping the earlier one in `message_edits` (the other person sees the history). */
export async function editMessage(
  { db, bus }: ChatDeps,
  conversation: Conversation,
  message: MessageRow,
  body: string,
): Promise<MessageRow> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, message.id))
      .for('update');
    if (locked?.body === null || locked?.body === undefined || locked.body === body) return;
    await tx.insert(messageEdits).values({ messageId: message.id, body: locked.body });
    await tx.update(messages).set({ body, editedAt: new Date() }).where(eq(messages.id, message.id));
  });
  bus.publish({
    kind: 'message',
    conversationId: conversation.id,
    seq: message.seq,
    userIds: peopleOf(conversation),
  });
  return messageById(db, message.id);
}

/** A tombstone: the text and its earlier versions erased, the place in the conversation kept. */
export async function deleteMessage({ db, bus }: ChatDeps, conversation: Conversation, message: MessageRow) {
  await db.transaction(async (tx) => {
    await tx.delete(messageEdits).where(eq(messageEdits.messageId, message.id));
    await tx.update(messages).set({ body: null, deletedAt: new Date() }).where(eq(messages.id, message.id));
  });
  bus.publish({
    kind: 'message',
    conversationId: conversation.id,
    seq: message.seq,
    userIds: peopleOf(conversation),
  });
}

/** A message of a conversation by its public id (the caller checks the reader is in it). */
export async function findMessage(db: Db, slug: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessageRows(db).where(eq(messages.slug, slug));
  return row;
}

export type MessagePageAsk = { afterSeq?: number; beforeSeq?: number; size: number };

/**
 * A page of a conversation in sequence order: after `afterSeq` (resuming), before `beforeSeq`
 * (reading back), or else the newest. `olderExists` and `newerExists` say where more lies.
 */
export async function messagePage(db: Db, conversationId: number, lastSeq: number, ask: MessagePageAsk) {
  if (ask.afterSeq !== undefined) {
    const { rows, more } = await messagesAfter(db, conversationId, ask.afterSeq, ask.size);
    return { rows, olderExists: false, newerExists: more };
  }
  const before = ask.beforeSeq ?? lastSeq + 1;
  const newestFirst = await selectMessageRows(db)
    .where(and(eq(messages.conversationId, conversationId), lt(messages.seq, before)))
    .orderBy(desc(messages.seq))
    .limit(ask.size + 1);
  const olderExists = newestFirst.length > ask.size;
  const rows = newestFirst.slice(0, ask.size).reverse();
  const last = rows.at(-1);
  return { rows, olderExists, newerExists: last !== undefined && last.seq < lastSeq };
}

/** The earlier texts of these messages, oldest first, by message id. */
export async function editsOf(db: Db, messageIds: number[]) {
  const byMessage = new Map<number, { body: string; replacedAt: Date }[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageEdits)
    .where(inArray(messageEdits.messageId, messageIds))
    .orderBy(asc(messageEdits.replacedAt), asc(messageEdits.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ body: row.body, replacedAt: row.replacedAt });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The message a sender already stored under this client id, if any (a retry's answer). */
export async function findSentMessage(db: Db, conversationId: number, senderId: number, clientId: string) {
  const [row] = await selectMessageRows(db).where(
    and(
      eq(messages.conversationId, conversationId),
      eq(messages.senderId, senderId),
      eq(messages.clientId, clientId),
    ),
  );
  return row;
}
