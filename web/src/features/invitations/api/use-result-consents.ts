import type { Flat, resultConsentResource } from '@evenkeel/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A reporter's consent that one administrator, by person, sees their results through a group
 * (decision 0011). `meta.abilities` decides every control.
 */
export type ResultConsent = Flat<typeof resultConsentResource>;

const pendingQuery = queryOptions({
  queryKey: queryKeys.pendingConsents,
  queryFn: async () =>
    (
      await apiRequest<ResultConsent[]>('GET', '/api/result_consents', {
        query: { 'filter[state]': 'pending', 'page[size]': 100 },
      })
    ).data ?? [],
});

/** The pending cards: someone became an administrator of a group the user reports to. */
export function usePendingConsents() {
  return useQuery(pendingQuery);
}

/**
 * Accept or decline a card. The card keeps its place with its outcome (the cached list is
 * updated in place, not asked again); Permissions' list of given consents reloads.
 */
export function useAnswerConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, action }: { slug: string; action: 'accept' | 'decline' }) =>
      (await apiRequest<ResultConsent>('POST', `/api/result_consents/${encodeURIComponent(slug)}/${action}`))
        .data,
    onSuccess: (updated) => {
      if (updated)
        queryClient.setQueryData<ResultConsent[]>(queryKeys.pendingConsents, (list) =>
          list?.map((item) => (item.id === updated.id ? updated : item)),
        );
      void queryClient.invalidateQueries({ queryKey: queryKeys.givenConsents });
    },
  });
}
