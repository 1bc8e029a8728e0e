import { type ContentState, PAGE_SIZE_MAX, type TipCreateInput, type TipUpdateInput } from '@evenkeel/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Tip } from './types';

const INCLUDE = 'topic,organization';

/** The tips the user manages in these states, all languages, last changed first (`deleted`: the trash). */
export function useManagedTips(states: ContentState[]) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.managed(language, { kind: 'tips', states }),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await apiRequest<Tip[]>('GET', '/api/tips', {
          query: { include: INCLUDE, 'filter[state]': states.join(','), 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** Writes a tip (unpublished) or changes one: its topic, and its owner when new. */
export function useSaveTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      slug,
      attributes,
      topic,
      organization,
    }: {
      slug?: string;
      attributes: TipCreateInput | TipUpdateInput;
      topic: string;
      /** New tips only: an organization's slug, or null for the platform's. */
      organization?: string | null;
    }) => {
      const relationships = {
        topic: { data: { type: 'topics', id: topic } },
        ...(organization ? { organization: { data: { type: 'organizations', id: organization } } } : {}),
      };
      if (slug) {
        return (
          await apiRequest<Tip>('PATCH', `/api/tips/${encodeURIComponent(slug)}`, {
            query: { include: INCLUDE },
            body: { type: 'tips', id: slug, attributes, relationships },
          })
        ).data;
      }
      return (
        await apiRequest<Tip>('POST', '/api/tips', {
          query: { include: INCLUDE },
          body: { type: 'tips', attributes, relationships },
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
