import type { TopicKey } from '@evenkeel/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { type Article, PAGE_SIZE, type Page } from './types';

/** The attributes and relationships an article card reads (article-card.tsx). */
export const LIST_FIELDS = 'title,summary,cover_image_url,reading_minutes,language,published_at,topics';

export type ArticleFilters = { topic?: TopicKey | ''; q?: string; page?: number };

/**
 * Published articles the member may read: followed topics first, the member's language first
 * (`meta.other_language` marks the others); `q` searches in each article's language.
 */
export function useArticles(filters: ArticleFilters) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.articles(language, filters),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Page<Article>> => {
      const { data, meta } = await apiRequest<Article[]>('GET', '/api/articles', {
        query: {
          include: 'topics',
          // What a card shows: never the bodies (25 of them were ~90 kB of JSON to a phone).
          'fields[articles]': LIST_FIELDS,
          'filter[topic]': filters.topic || undefined,
          'filter[q]': filters.q || undefined,
          'page[size]': PAGE_SIZE,
          'page[number]': filters.page ?? 1,
        },
      });
      return { items: data ?? [], total: Number(meta.total ?? 0) };
    },
  });
}

/** One article with its topics, owner and the other language's version. */
export function useArticle(slug: string) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.article(language, slug),
    retry: false,
    queryFn: async () =>
      (
        await apiRequest<Article>('GET', `/api/articles/${encodeURIComponent(slug)}`, {
          query: { include: 'topics,organization,translation' },
        })
      ).data,
  });
}
