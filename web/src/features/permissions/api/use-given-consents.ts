import type { Flat, resultConsentResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type GivenConsent = Flat<typeof resultConsentResource>;

/** The administrators the user agreed to, by person, for their results (decision 0011). */
export function useGivenConsents() {
  return useQuery({
    queryKey: queryKeys.givenConsents,
    queryFn: async () =>
      (
        await apiRequest<GivenConsent[]>('GET', '/api/result_consents', {
          query: { 'filter[state]': 'given', 'page[size]': 100 },
        })
      ).data ?? [],
  });
}

/** Withdraw one administrator: they stop seeing the results at once; the user stays in the group. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest('POST', `/api/result_consents/${encodeURIComponent(slug)}/withdraw`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.givenConsents });
    },
  });
}
