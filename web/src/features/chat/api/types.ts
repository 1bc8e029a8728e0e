import type { conversationResource, Flat, messageResource } from '@evenkeel/common';
import type { ChatMessage } from '../../../lib/chat-socket';

/** A conversation as the API presents it, with the other person's user id (its `participant`). */
export type Conversation = Flat<typeof conversationResource> & {
  participant?: { id: string } | null;
  meta?: { unread_count?: number };
};

/** A message as the API presents it (jsona nests its relationships). */
export type ApiMessage = Flat<typeof messageResource> & {
  conversation?: { id: string } | null;
  sender?: { id: string } | null;
};

/** The API's message in the shape the socket keeps (lib/chat-socket.ts). */
export function toChatMessage(conversationId: string, message: ApiMessage): ChatMessage {
  return {
    id: message.id,
    conversation_id: message.conversation?.id ?? conversationId,
    seq: message.seq,
    body: message.body,
    client_id: message.client_id,
    created_at: message.created_at,
    edited_at: message.edited_at,
    deleted: message.deleted,
    mine: message.mine,
    sender_id: message.sender?.id ?? null,
    edits: message.edits,
    meta: { abilities: message.meta?.abilities ?? {} },
  };
}

export const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
export const messagePath = (id: string) => `/api/messages/${encodeURIComponent(id)}`;
