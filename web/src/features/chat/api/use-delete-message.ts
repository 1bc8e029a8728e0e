import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ChatMessage, chatSocket } from '../../../lib/chat-socket';
import { messagePath } from './types';

/** DELETE /api/messages/{id}: the sender; the message becomes a tombstone ("Message deleted"). */
export function useDeleteMessage(conversationId: string) {
  return useMutation({
    mutationFn: async (message: ChatMessage) => {
      await apiRequest('DELETE', messagePath(message.id));
      return message;
    },
    onSuccess: (message) =>
      chatSocket().ingest(conversationId, [
        { ...message, body: null, deleted: true, edits: [], meta: { abilities: {} } },
      ]),
  });
}
