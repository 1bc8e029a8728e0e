import { type blockResource, type Flat, PAGE_SIZE_MAX } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A person the reader blocked: their name and picture, and since when. */
export type Block = Flat<typeof blockResource>;

/** GET /api/blocks: the people the reader blocked. */
export function useBlocks() {
  return useQuery({
    queryKey: queryKeys.blocks,
    queryFn: async () =>
      (await apiRequest<Block[]>('GET', '/api/blocks', { query: { 'page[size]': PAGE_SIZE_MAX } })).data ??
      [],
  });
}

/** DELETE /api/blocks/{id}; the list is asked again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (block: Block) => {
      await apiRequest('DELETE', `/api/blocks/${encodeURIComponent(block.id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blocks }),
  });
}
