import type { checkupResource, Flat } from '@evenkeel/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PREFETCHED_FRESH_MS, queryKeys } from '../../../lib/query-keys';

/** A check-up's results (common/src/resources/checkups.ts); `answers` and `show_crisis_help` reach only its author. */
export type Checkup = Flat<typeof checkupResource>;

/** The member's latest check-up (GET /api/checkups, newest first), or null before the first. */
export const latestCheckupQuery = queryOptions({
  queryKey: queryKeys.latestCheckup,
  queryFn: async () => {
    const { data } = await apiRequest<Checkup[]>('GET', '/api/checkups', {
      query: { 'page[size]': 1 },
    });
    return data[0] ?? null;
  },
  // Asked for with the home page's code (app/router.tsx): not asked again as the page shows.
  staleTime: PREFETCHED_FRESH_MS,
});

export function useLatestCheckup() {
  return useQuery(latestCheckupQuery);
}
