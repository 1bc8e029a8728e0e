import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Insights, Period } from './types';

/** The member's own insights, or another member's (`slug`) when the sharing policy allows. */
export function useInsights(period: Period, slug?: string) {
  return useQuery({
    queryKey: ['insights', slug ?? 'me', period],
    queryFn: async () =>
      (
        await apiRequest<Insights>(
          'GET',
          slug ? `/api/users/${encodeURIComponent(slug)}/insights` : '/api/insights',
          {
            query: { period },
          },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
