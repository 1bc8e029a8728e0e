import type { checkupResource, Flat } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A check-up's results (common/src/resources/checkups.ts); `answers` and `show_crisis_help` reach only its author. */
export type Checkup = Flat<typeof checkupResource>;

/** The member's latest check-up (GET /api/checkups, newest first), or null before the first. */
export function useLatestCheckup() {
  return useQuery({
    queryKey: queryKeys.latestCheckup,
    queryFn: async () => {
      const { data } = await apiRequest<Checkup[]>('GET', '/api/checkups', {
        query: { 'page[size]': 1 },
      });
      return data[0] ?? null;
    },
  });
}
