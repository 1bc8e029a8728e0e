import { CALL_RING_MS, type CallState } from '@evenkeel/common';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { blocks, calls, conversations } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CallConversationRef } from '../../policies';
import { mayContact } from '../chat';

/** The job that marks a call nobody answered as missed (jobs/calls.ts). */
export const MISS_CALL = 'calls.miss';

export type CallConversation = CallConversationRef & { id: number; slug: string };

/**
 * A conversation as a call needs it. Read-only as for messages (policies/chat.ts): a side's
 * account is gone, either person blocked the other, or they may no longer contact each other
 * (the chat module's rule, `mayContact`).
 */
export async function findConversationForCall(db: Db, slug: string): Promise<CallConversation | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      slug: conversations.slug,
      userLowId: conversations.userLowId,
      userHighId: conversations.userHighId,
    })
    .from(conversations)
    .where(eq(conversations.slug, slug))
    .limit(1);
  if (!row) return undefined;
  if (row.userLowId === null || row.userHighId === null) return { ...row, readOnly: true };
  const [blocked] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, row.userLowId), eq(blocks.blockedId, row.userHighId)),
        and(eq(blocks.blockerId, row.userHighId), eq(blocks.blockedId, row.userLowId)),
      ),
    )
    .limit(1);
  if (blocked) return { ...row, readOnly: true };
  return { ...row, readOnly: !(await mayContact(db, row.userLowId, row.userHighId)) };
}

const callColumns = {
  id: calls.id,
  slug: calls.slug,
  state: calls.state,
  callerId: calls.callerId,
  createdAt: calls.createdAt,
  answeredAt: calls.answeredAt,
  endedAt: calls.endedAt,
  conversationId: calls.conversationId,
};

export type CallRow = {
  id: number;
  slug: string;
  state: CallState;
  callerId: number | null;
  createdAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  conversationId: number;
  conversation: { slug: string; userLowId: number | null; userHighId: number | null };
};

export async function findCall(
  db: Db,
  where: { slug: string } | { id: number },
): Promise<CallRow | undefined> {
  const [row] = await db
    .select({
      ...callColumns,
      conversationSlug: conversations.slug,
      userLowId: conversations.userLowId,
      userHighId: conversations.userHighId,
    })
    .from(calls)
    .innerJoin(conversations, eq(conversations.id, calls.conversationId))
    .where('slug' in where ? eq(calls.slug, where.slug) : eq(calls.id, where.id))
    .limit(1);
  if (!row) return undefined;
  const { conversationSlug, userLowId, userHighId, ...call } = row;
  return { ...call, conversation: { slug: conversationSlug, userLowId, userHighId } };
}

/** Tells both people's sockets, on every instance, that the call changed (after the commit). */
function publishCall(
  ctx: Pick<AppContext, 'bus'>,
  call: Pick<CallRow, 'id' | 'conversationId' | 'conversation'>,
) {
  const { userLowId, userHighId } = call.conversation;
  ctx.bus.publish({
    kind: 'call',
    conversationId: call.conversationId,
    callId: call.id,
    userIds: [userLowId, userHighId].filter((id): id is number => id !== null),
  });
}

/**
 * Rings the other person: a new call, unless one is ringing or active in the conversation (the
 * partial unique index `calls_one_live` decides, so two instances starting at once still make
 * one; 409 for the other). Its "missed" is a delayed job queued right after, kept in the
 * database so a restart in between still misses it.
 */
export async function startCall(
  ctx: Pick<AppContext, 'db' | 'bus' | 'jobs'>,
  conversation: CallConversation,
  callerId: number,
): Promise<CallRow> {
  const [created] = await ctx.db
    .insert(calls)
    .values({ conversationId: conversation.id, callerId })
    .onConflictDoNothing()
    .returning(callColumns);
  if (!created) throw conflict('errors.call_in_progress');
  const call: CallRow = {
    ...created,
    conversation: {
      slug: conversation.slug,
      userLowId: conversation.userLowId,
      userHighId: conversation.userHighId,
    },
  };
  await ctx.jobs.send(MISS_CALL, { callId: call.id }, undefined, { startAfterSeconds: CALL_RING_MS / 1000 });
  publishCall(ctx, call);
  return call;
}

/** Which states each change starts from: answer and decline a ringing call; end a ringing (cancel) or active one. */
const FROM: Record<'active' | 'declined' | 'ended' | 'missed', CallState[]> = {
  active: ['ringing'],
  declined: ['ringing'],
  ended: ['ringing', 'active'],
  missed: ['ringing'],
};

/**
 * Moves a call on, only from a state the change allows (a conditional update, so an answer and
 * the missed job racing leave one winner); null when the call had already moved on.
 */
async function moveCall(db: Db, callId: number, state: keyof typeof FROM) {
  const [moved] = await db
    .update(calls)
    .set(state === 'active' ? { state, answeredAt: sql`now()` } : { state, endedAt: sql`now()` })
    .where(and(eq(calls.id, callId), inArray(calls.state, FROM[state])))
    .returning(callColumns);
  return moved ?? null;
}

/** The callee answers or declines, either person ends: 409 when the call is no longer there to change. */
export async function changeCall(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  call: CallRow,
  state: 'active' | 'declined' | 'ended',
): Promise<CallRow> {
  const moved = await moveCall(ctx.db, call.id, state);
  if (!moved) throw conflict('errors.call_finished');
  const updated = { ...moved, conversation: call.conversation };
  publishCall(ctx, updated);
  return updated;
}

/** The delayed job: a call still ringing 30 s after it started is missed; anything else is left alone. */
export async function missCall(ctx: Pick<AppContext, 'db' | 'bus'>, callId: number): Promise<void> {
  const moved = await moveCall(ctx.db, callId, 'missed');
  if (!moved) return;
  const call = await findCall(ctx.db, { id: callId });
  if (call) publishCall(ctx, call);
}
