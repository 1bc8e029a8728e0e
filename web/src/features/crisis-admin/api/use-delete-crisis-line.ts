import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useDeleteCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) => {
      await apiRequest('DELETE', `/api/crisis_lines/${encodeURIComponent(slug)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisLines }),
  });
}
