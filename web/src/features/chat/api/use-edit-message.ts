import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatSocket } from '../../../lib/chat-socket';
import { type ApiMessage, messagePath, toChatMessage } from './types';

/** PATCH /api/messages/{id}: the sender, within 15 minutes; the earlier text is kept. */
export function useEditMessage(conversationId: string) {
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) =>
      (
        await apiRequest<ApiMessage>('PATCH', messagePath(id), {
          body: { type: 'messages', id, attributes: { body } },
        })
      ).data,
    onSuccess: (message) => chatSocket().ingest(conversationId, [toChatMessage(conversationId, message)]),
  });
}
