import type { TipDifficulty, TopicKey } from '@evenkeel/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { PAGE_SIZE, type Page, type Tip } from './types';

export type TipFilters = { topic?: TopicKey | ''; difficulty?: TipDifficulty | ''; page?: number };

/** Published tips the member may read, by topic and difficulty, followed topics first. */
export function useTips(filters: TipFilters) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.tips(language, filters),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<Tip>> => {
      const { data, meta } = await apiRequest<Tip[]>('GET', '/api/tips', {
        query: {
          include: 'topic',
          'filter[topic]': filters.topic || undefined,
          'filter[difficulty]': filters.difficulty || undefined,
          'page[size]': PAGE_SIZE,
          'page[number]': filters.page ?? 1,
        },
      });
      return { items: data ?? [], total: Number(meta.total ?? 0) };
    },
  });
}
