import type { connectionResource, Flat } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** People who share their results with the current user (GET /api/connections?reports=true). */
export function useSharers() {
  return useQuery({
    queryKey: queryKeys.sharers,
    queryFn: async () =>
      (
        await apiRequest<Flat<typeof connectionResource>[]>('GET', '/api/connections', {
          query: { reports: 'true', 'page[size]': 100 },
        })
      ).data,
  });
}
