import type { conversationUpdateSchema } from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations } from '../../db/schema';
import type { ChatBus } from '../../realtime/bus';
import type { ConversationView } from './conversation-view';

/** What chat's writes need: the database, and the bus they tell after commit (realtime/bus.ts). */
export type ChatDeps = { db: Db; bus: ChatBus };

const peopleOf = (row: { userLowId: number | null; userHighId: number | null }) =>
  [row.userLowId, row.userHighId].filter((id): id is number => id !== null);

/**
 * The one conversation of a pair (stored in order, so a pair has one), created with both
 * people's read state when it did not exist; `created` says which. Two people starting it at
 * once meet at the pair's unique index: one creates, the other reads it.
 */
export async function startConversation(
  { db, bus }: ChatDeps,
  readerId: number,
  otherId: number,
): Promise<{ id: number; created: boolean }> {
  const [low, high] = readerId < otherId ? [readerId, otherId] : [otherId, readerId];
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ userLowId: low, userHighId: high })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
      if (!existing) throw new Error('conversation neither created nor found');
      return { id: existing.id, created: false };
    }
    await tx.insert(conversationParticipants).values([
      { conversationId: row.id, userId: low },
      { conversationId: row.id, userId: high },
    ]);
    return { id: row.id, created: true };
  });
  if (outcome.created)
    bus.publish({ kind: 'conversation', conversationId: outcome.id, userIds: [low, high] });
  return outcome;
}

/**
 * The reader's read state moves forward only, never past the last message; `session_ended`
 * ends the chat session (true) or starts it again (false). Each change is told to both people.
 */
export async function updateConversation(
  { db, bus }: ChatDeps,
  view: ConversationView,
  readerId: number,
  input: z.infer<typeof conversationUpdateSchema>,
): Promise<void> {
  const userIds = peopleOf(view);
  let readSeq: number | null = null;
  let sessionChanged = false;
  await db.transaction(async (tx) => {
    if (input.last_read_seq !== undefined) {
      const [row] = await tx
        .insert(conversationParticipants)
        .values({ conversationId: view.id, userId: readerId, lastReadSeq: 0 })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: {
            lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, least(${input.last_read_seq}::int, (select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${view.id})))`,
          },
        })
        .returning({ lastReadSeq: conversationParticipants.lastReadSeq });
      if (row && row.lastReadSeq !== view.lastReadSeq) readSeq = row.lastReadSeq;
    }
    if (input.session_ended !== undefined) {
      const ended = input.session_ended;
      if (ended !== (view.sessionEndedAt !== null)) {
        await tx
          .update(conversations)
          .set(
            ended
              ? { sessionEndedAt: new Date(), sessionEndedById: readerId }
              : { sessionEndedAt: null, sessionEndedById: null },
          )
          .where(eq(conversations.id, view.id));
        sessionChanged = true;
      }
    }
  });
  if (readSeq !== null) {
    bus.publish({ kind: 'read', conversationId: view.id, userId: readerId, seq: readSeq, userIds });
  }
  if (sessionChanged) bus.publish({ kind: 'conversation', conversationId: view.id, userIds });
}

/** Tells both people of a conversation to read it again (a block, an unblock). */
export function announceConversation(
  bus: ChatBus,
  view: Pick<ConversationView, 'id' | 'userLowId' | 'userHighId'>,
) {
  bus.publish({ kind: 'conversation', conversationId: view.id, userIds: peopleOf(view) });
}

export { peopleOf };
