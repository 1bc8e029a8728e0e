import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Conversation } from './types';

/**
 * POST /api/conversations with the other person: 201 a new one, 200 the one that exists; 404
 * when the two may not contact each other, 422 for oneself.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) =>
      (
        await apiRequest<Conversation>('POST', '/api/conversations', {
          body: {
            type: 'conversations',
            attributes: {},
            relationships: { participant: { data: { type: 'users', id: userId } } },
          },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations }),
  });
}
