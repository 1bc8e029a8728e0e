import { type ClientFrame, clientFrameSchema } from '@evenkeel/common';
import type { AppContext } from '../../context';
import { parseFrame, sendFrame } from '../../realtime/socket-transport';
import { blockedEitherWay, bothTurnedOn, conversationOfReader, isLiveCall } from './reads';
import type { ChatConnection } from './registry';
import { resumePage } from './resume';

/**
 * One frame from a client (common/src/chat/socket-protocol.ts). Every frame that names a
 * conversation is checked against the database for the sender's place in it, each time: a
 * socket opened before a block, or before an account was deleted, gains nothing by staying open.
 * A refused frame is answered with an `error` frame and the socket stays open. The frame budget
 * is counted before this, as the frame arrives (routes.ts).
 */
export async function handleFrame(
  ctx: AppContext,
  connection: ChatConnection,
  data: unknown,
  isBinary: boolean,
): Promise<void> {
  const parsed = clientFrameSchema.safeParse(parseFrame(data, isBinary));
  if (!parsed.success) {
    sendFrame(connection.socket, {
      type: 'error',
      code: 'invalid',
      detail: connection.t('errors.bad_request'),
    });
    return;
  }
  const frame = parsed.data;
  switch (frame.type) {
    case 'ping':
      sendFrame(connection.socket, { type: 'pong' });
      return;
    case 'resume': {
      const page = await resumePage(ctx.db, connection.userId, frame.conversation_id, frame.after_seq);
      sendFrame(connection.socket, page ?? notFound(connection));
      return;
    }
    case 'typing':
    case 'signal':
      await relay(ctx, connection, frame);
      return;
  }
}

/**
 * Typing and signalling go to the other person's sockets, wherever they are, through the bus.
 * A block either way drops them without a word (the blocked person learns nothing more than
 * "cannot message this person", product.md §7); typing goes only when both turned it on.
 */
async function relay(
  ctx: AppContext,
  connection: ChatConnection,
  frame: Extract<ClientFrame, { type: 'typing' | 'signal' }>,
): Promise<void> {
  const conversation = await conversationOfReader(ctx.db, connection.userId, frame.conversation_id);
  if (!conversation) {
    sendFrame(connection.socket, notFound(connection));
    return;
  }
  const otherId = conversation.otherUserId;
  if (otherId === null || (await blockedEitherWay(ctx.db, connection.userId, otherId))) return;
  if (frame.type === 'typing') {
    if (!(await bothTurnedOn(ctx.db, 'typingIndicator', [connection.userId, otherId]))) return;
    ctx.bus.publish({
      kind: 'relay',
      conversationId: conversation.id,
      toUserId: otherId,
      frame: { type: 'typing', conversation_id: conversation.slug },
    });
    return;
  }
  if (!(await isLiveCall(ctx.db, conversation.id, frame.call_id))) {
    sendFrame(connection.socket, notFound(connection));
    return;
  }
  const { type: _type, conversation_id: _conversation, call_id: callId, ...payload } = frame;
  ctx.bus.publish({
    kind: 'relay',
    conversationId: conversation.id,
    toUserId: otherId,
    frame: { type: 'signal', conversation_id: conversation.slug, call_id: callId, ...payload },
  });
}

function notFound(connection: ChatConnection) {
  return { type: 'error', code: 'not_found', detail: connection.t('errors.not_found') } as const;
}
