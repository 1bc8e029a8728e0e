import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type Conversation, conversationPath } from './types';

type Change = { last_read_seq?: number; session_ended?: boolean };

/** PATCH /api/conversations/{id}: the reader's last read sequence, or the chat session ended or started again. */
export function useUpdateConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: Change) =>
      (
        await apiRequest<Conversation>('PATCH', conversationPath(id), {
          body: { type: 'conversations', id, attributes },
        })
      ).data,
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.chat.conversation(id), conversation);
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
    },
  });
}
