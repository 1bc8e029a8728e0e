import type { CrisisLineInput } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminCrisisLine } from './use-admin-crisis-lines';

export function useUpdateCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, attributes }: { slug: string; attributes: Partial<CrisisLineInput> }) =>
      (
        await apiRequest<AdminCrisisLine>('PATCH', `/api/crisis_lines/${encodeURIComponent(slug)}`, {
          body: { type: 'crisis_lines', id: slug, attributes },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisLines }),
  });
}
