import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Insights, Period } from './types';

/** The member's own insights, or another member's (`slug`) when the sharing policy allows. */
export function useInsights(period: Period, slug?: string) {
  return useQuery({
    queryKey: queryKeys.insightsOf(slug, period),
    queryFn: async () =>
      (
        await apiRequest<Insights>(
          'GET',
          slug ? `/api/users/${encodeURIComponent(slug)}/insights` : '/api/insights',
          {
            query: { 'filter[period]': period },
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
