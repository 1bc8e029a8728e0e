import type { Flat, InsightPeriod, insightsResource } from '@evenkeel/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/insights and /api/users/{slug}/insights (common/src/resources/checkups.ts). */
export type Insights = Flat<typeof insightsResource>;
/** A logged life event, ailment or activity; `note` only for its author. */
export type LoggedItem = Insights['logs'][number];
export type ScorePoint = Insights['scores'][number];
export type TrendDay = Insights['impact_trend'][number];

/** The member's own insights, or another member's (`slug`) when the sharing policy allows. */
export const insightsQuery = (period: InsightPeriod, slug?: string) =>
  queryOptions({
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
  });

/** The period insights open on. */
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = '1y';

export function useInsights(period: InsightPeriod, slug?: string) {
  return useQuery({ ...insightsQuery(period, slug), placeholderData: keepPreviousData });
}
