import type { blockResource, Flat } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Block = Flat<typeof blockResource> & { user?: { id: string } | null };

/**
 * Blocks or unblocks the other person of a conversation (POST /api/blocks, relationship `user`;
 * DELETE /api/blocks/{id}, the block found in GET /api/blocks by that person).
 */
export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, block }: { userId: string; block: boolean }) => {
      if (block) {
        await apiRequest('POST', '/api/blocks', {
          body: {
            type: 'blocks',
            attributes: {},
            relationships: { user: { data: { type: 'users', id: userId } } },
          },
        });
        return;
      }
      const blocks = (await apiRequest<Block[]>('GET', '/api/blocks')).data ?? [];
      const found = blocks.find((item) => item.user?.id === userId);
      if (found) await apiRequest('DELETE', `/api/blocks/${encodeURIComponent(found.id)}`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversation(conversationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.blocks }),
      ]),
  });
}
