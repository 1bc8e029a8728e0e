import type { SocketMessage } from '@evenkeel/common';
import type { StoredMessage } from './reads';

/**
 * A message as one reader's socket carries it (common/src/chat/socket-protocol.ts): a deleted
 * message is a tombstone whatever its row still holds, and `mine` is the reader's own.
 */
export function presentSocketMessage(message: StoredMessage, readerId: number): SocketMessage {
  const deleted = message.deletedAt !== null;
  return {
    id: message.slug,
    conversation_id: message.conversationSlug,
    seq: message.seq,
    body: deleted ? null : message.body,
    client_id: message.clientId,
    created_at: message.createdAt.toISOString(),
    edited_at: message.editedAt ? message.editedAt.toISOString() : null,
    deleted,
    mine: message.senderId !== null && message.senderId === readerId,
    sender_id: message.senderSlug,
  };
}
