import {
  type ArticleCreateInput,
  type ArticleUpdateInput,
  type ContentState,
  type Flat,
  PAGE_SIZE_MAX,
  type uploadResource,
} from '@evenkeel/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Article } from './types';

type Linkage = { type: string; id: string } | null;
type Links = { organization?: Linkage; topics?: { type: 'topics'; id: string }[]; translation?: Linkage };

const INCLUDE = 'topics,organization,translation';

/**
 * What the managers' list shows of each article (its actions come from `meta.abilities`): never the
 * bodies, which the server then does not read (a page of 100 was ~260 kB of Markdown).
 */
const LIST_FIELDS = 'title,language,state,restorable_until,organization';

/** The articles the user manages in these states, all languages, last changed first (`deleted`: the trash). */
export function useManagedArticles(states: ContentState[]) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.managed(language, { states }),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await apiRequest<Article[]>('GET', '/api/articles', {
          query: {
            include: 'organization',
            'fields[articles]': LIST_FIELDS,
            'filter[state]': states.join(','),
            'page[size]': PAGE_SIZE_MAX,
          },
        })
      ).data ?? [],
  });
}

/** One article as its managers see it, in any state. */
export function useManagedArticle(slug: string | undefined) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.article(language, slug ?? ''),
    enabled: slug !== undefined,
    retry: false,
    queryFn: async () =>
      (
        await apiRequest<Article>('GET', `/api/articles/${encodeURIComponent(slug ?? '')}`, {
          query: { include: INCLUDE },
        })
      ).data,
  });
}

/** The relationships as a JSON:API body wants them. */
function relationships(links: Links) {
  const out: Record<string, { data: Linkage | { type: string; id: string }[] }> = {};
  if (links.organization !== undefined) out.organization = { data: links.organization };
  if (links.topics !== undefined) out.topics = { data: links.topics };
  if (links.translation !== undefined) out.translation = { data: links.translation };
  return out as never;
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      slug,
      attributes,
      links,
    }: {
      slug?: string;
      attributes: ArticleCreateInput | ArticleUpdateInput;
      links: Links;
    }) => {
      if (slug) {
        return (
          await apiRequest<Article>('PATCH', `/api/articles/${encodeURIComponent(slug)}`, {
            query: { include: INCLUDE },
            body: { type: 'articles', id: slug, attributes, relationships: relationships(links) },
          })
        ).data;
      }
      return (
        await apiRequest<Article>('POST', '/api/articles', {
          query: { include: INCLUDE },
          body: { type: 'articles', attributes, relationships: relationships(links) },
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}

export type Transition = 'publish' | 'unpublish' | 'restore' | 'delete';
/** An article or a tip, by its JSON:API type and slug. */
type ItemRef = { type: 'articles' | 'tips'; slug: string };
const itemPath = ({ type, slug }: ItemRef) => `/api/${type}/${encodeURIComponent(slug)}`;

/** Publish, unpublish, restore (POST …/{transition}) or delete (DELETE: to the trash) an article or a tip. */
export function useContentTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, transition }: { item: ItemRef; transition: Transition }) => {
      if (transition === 'delete') await apiRequest('DELETE', itemPath(item));
      else await apiRequest('POST', `${itemPath(item)}/${transition}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}

/** Moves an article or a tip (and its translation) to another organization, or to the platform (null). */
export function useTransferContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, organization }: { item: ItemRef; organization: string | null }) => {
      await apiRequest('POST', `${itemPath(item)}/transfer`, {
        body: {
          type: item.type,
          id: item.slug,
          attributes: {},
          relationships: {
            organization: { data: organization ? { type: 'organizations', id: organization } : null },
          },
        },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}

/** Uploads a cover image (purpose `article_cover`: not cropped, scaled down by the server). */
export function useUploadCover() {
  return useMutation({
    mutationFn: async (file: File) =>
      (await uploadFile<Flat<typeof uploadResource>>('article_cover', file, file.name)).url,
  });
}
