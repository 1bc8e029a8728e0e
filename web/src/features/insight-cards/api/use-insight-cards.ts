import type { Flat, insightCardResource } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type InsightCard = Flat<typeof insightCardResource>;

/** The signed-in member's own insight cards (GET /api/insight_cards, decision 0027). */
export function useInsightCards() {
  return useQuery({
    queryKey: queryKeys.insightCards,
    queryFn: async () => {
      const { data, meta } = await apiRequest<InsightCard[]>('GET', '/api/insight_cards', {
        query: { 'page[size]': 100 },
      });
      return { cards: data, minWeeks: Number(meta.min_weeks ?? 4) };
    },
  });
}
