import type { activitySuggestionResource, Band, Flat, recommendationResource } from '@evenkeel/common';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PREFETCHED_FRESH_MS, queryKeys } from '../../../lib/query-keys';
import type { HealthService, Provider } from '../../care';
import type { Article, Tip } from '../../content';

export type ActivitySuggestion = Flat<typeof activitySuggestionResource>;

/** A recommendation with its item (a provider, a health service, an article, a tip or an activity to try; none for crisis help). */
export type Recommendation = Flat<typeof recommendationResource> & {
  item?: Provider | HealthService | Article | Tip | ActivitySuggestion | null;
};

/** `meta.checkup` (common/src/resources/recommendations.ts): what they were built from, or null. */
type Meta = { checkup: { week_start: string; band: Band; this_week: boolean } | null };

/**
 * GET /api/recommendations with their items, in a language. Also asked for with the home page's
 * code (app/router.tsx): fresh for a few seconds, so the page does not ask again as it shows.
 */
export const recommendationsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.recommendationsIn(language),
    queryFn: async () => {
      const { data, meta } = await apiRequest<Recommendation[]>('GET', '/api/recommendations', {
        query: { include: 'item' },
      });
      return { items: data ?? [], checkup: (meta as Partial<Meta>).checkup ?? null };
    },
    staleTime: PREFETCHED_FRESH_MS,
  });

export function useRecommendations(language: string) {
  return useQuery(recommendationsQuery(language));
}

/** Logs an activity to try as done today (POST /api/activity_suggestions/{id}/log): it joins Insights' log. */
export function useLogActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: ActivitySuggestion) =>
      apiRequest('POST', `/api/activity_suggestions/${encodeURIComponent(activity.id)}/log`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.insights }),
  });
}
