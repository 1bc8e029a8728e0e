import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Checkup } from './use-latest-checkup';

/** What the member answered: item id → answer (POST /api/checkups). */
export type Answers = Record<string, number>;

/** POST /api/checkups; `replace` confirms that this week's earlier check-up goes. */
export function useSubmitCheckup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, replace }: { answers: Answers; replace: boolean }) =>
      (
        await apiRequest<Checkup>('POST', '/api/checkups', {
          body: { type: 'checkups', attributes: replace ? { answers, replace: true } : { answers } },
        })
      ).data,
    onSuccess: (checkup) => {
      queryClient.setQueryData(queryKeys.latestCheckup, checkup);
      void queryClient.invalidateQueries({ queryKey: queryKeys.questionnaire });
      void queryClient.invalidateQueries({ queryKey: queryKeys.insights });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations });
    },
  });
}
