import { PAGE_SIZE_MAX } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Article, Tip } from './types';

type Bookmark = { id: string; created_at: string; bookmarkable: Article | Tip };

/** The member's bookmarks, newest first, of articles and tips still readable. */
export function useBookmarks() {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.bookmarks(language),
    queryFn: async () =>
      (
        await apiRequest<Bookmark[]>('GET', '/api/bookmarks', {
          query: { include: 'bookmarkable', 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** Bookmarks an item, or removes the member's bookmark of it (`meta.bookmark_id`). */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: Article | Tip) => {
      const bookmarkId = item.meta?.bookmark_id;
      if (bookmarkId) {
        await apiRequest('DELETE', `/api/bookmarks/${encodeURIComponent(bookmarkId)}`);
        return false;
      }
      await apiRequest('POST', '/api/bookmarks', {
        body: {
          type: 'bookmarks',
          attributes: {},
          relationships: { bookmarkable: { data: { type: item.type, id: item.id } } },
        },
      });
      return true;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
