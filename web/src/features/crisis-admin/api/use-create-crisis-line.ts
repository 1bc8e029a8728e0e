import type { CrisisLineInput } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminCrisisLine } from './use-admin-crisis-lines';

export function useCreateCrisisLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: CrisisLineInput) =>
      (
        await apiRequest<AdminCrisisLine>('POST', '/api/crisis_lines', {
          body: { type: 'crisis_lines', attributes },
        })
      ).data,
    // The members' crisis page reads the same key prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crisisLines }),
  });
}
