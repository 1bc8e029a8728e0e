import { type ServerFrame, SOCKET_CLOSE_SESSION_ENDED } from '@evenkeel/common';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { ChatEvent } from '../../realtime/bus';
import { closeSocket, sendFrame } from '../../realtime/socket-transport';
import { presentSocketMessage } from '../chat';
import { bothTurnedOn, callForFrame, conversationWithReaders, messageWithReaders } from './reads';
import type { ConnectionRegistry } from './registry';

/**
 * Pushes what the bus tells to this instance's sockets (issue 29). Events carry ids only: what
 * a socket receives is read from the database here, for its reader, and only when someone it
 * concerns has a socket on this instance. The people a message or call goes to are those in
 * the conversation now, read with it, never only the event's list.
 */
export function fanOut(ctx: AppContext, registry: ConnectionRegistry, log: FastifyBaseLogger) {
  return (event: ChatEvent): void => {
    deliver(ctx, registry, event).catch((error: unknown) => {
      // A lost push loses nothing: the client reads it on its next resume.
      log.warn({ err: error, kind: event.kind }, 'chat socket: an event was not pushed');
    });
  };
}

async function deliver(ctx: AppContext, registry: ConnectionRegistry, event: ChatEvent): Promise<void> {
  switch (event.kind) {
    case 'message': {
      if (!registry.anyOf(event.userIds)) return;
      const found = await messageWithReaders(ctx.db, event.conversationId, event.seq);
      if (!found) return;
      for (const readerId of found.readerIds) {
        const connections = registry.forUser(readerId);
        if (connections.size === 0) continue;
        const frame: ServerFrame = {
          type: 'message',
          message: presentSocketMessage(found.message, readerId),
        };
        for (const connection of connections) sendFrame(connection.socket, frame);
      }
      return;
    }
    case 'read': {
      const others = event.userIds.filter((userId) => userId !== event.userId);
      const other = others[0];
      if (other === undefined || !registry.anyOf(others)) return;
      if (!(await bothTurnedOn(ctx.db, 'readReceipts', [event.userId, other]))) return;
      const conversation = await conversationWithReaders(ctx.db, event.conversationId);
      if (!conversation?.readerIds.includes(other)) return;
      pushTo(registry, [other], { type: 'read', conversation_id: conversation.slug, seq: event.seq });
      return;
    }
    case 'conversation': {
      if (!registry.anyOf(event.userIds)) return;
      const conversation = await conversationWithReaders(ctx.db, event.conversationId);
      if (!conversation) return;
      const readers = event.userIds.filter((userId) => conversation.readerIds.includes(userId));
      pushTo(registry, readers, { type: 'conversation', conversation_id: conversation.slug });
      return;
    }
    case 'call': {
      if (!registry.anyOf(event.userIds)) return;
      const call = await callForFrame(ctx.db, event.callId);
      if (!call) return;
      for (const readerId of call.readerIds) {
        pushTo(registry, [readerId], {
          type: 'call',
          conversation_id: call.conversationSlug,
          call_id: call.slug,
          state: call.state,
          caller_is_me: call.callerId === readerId,
        });
      }
      return;
    }
    case 'relay':
      // Checked where it was sent (frames.ts): the sender is in the conversation, no block.
      pushTo(registry, [event.toUserId], event.frame as ServerFrame);
      return;
    case 'session_ended':
      for (const connection of [...registry.forUser(event.userId)]) {
        if (event.sessionId === null || connection.sessionId === event.sessionId) {
          closeSocket(connection.socket, SOCKET_CLOSE_SESSION_ENDED, 'session ended');
        }
      }
      return;
  }
}

function pushTo(registry: ConnectionRegistry, userIds: readonly number[], frame: ServerFrame): void {
  for (const userId of userIds) {
    for (const connection of registry.forUser(userId)) sendFrame(connection.socket, frame);
  }
}
