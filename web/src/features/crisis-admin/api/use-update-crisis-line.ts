import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminCrisisLine, CrisisLineAttributes } from './types';

export function useUpdateCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, attributes }: { slug: string; attributes: Partial<CrisisLineAttributes> }) =>
      (
        await apiRequest<AdminCrisisLine>('PATCH', `/api/crisis_lines/${encodeURIComponent(slug)}`, {
          body: { type: 'crisis_lines', id: slug, attributes },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisLines }),
  });
}
