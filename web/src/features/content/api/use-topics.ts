import { PAGE_SIZE_MAX } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Topic } from './types';

/** The curated topics in the user's language, each saying whether the user follows it. */
export function useTopics() {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.content.topics(language),
    queryFn: async () =>
      (await apiRequest<Topic[]>('GET', '/api/topics', { query: { 'page[size]': PAGE_SIZE_MAX } })).data ??
      [],
  });
}

/**
 * Follows or stops following a topic; every list refreshes (followed topics come first), and so
 * do the recommendations, which name the topics followed.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (topic: Topic) => {
      const followId = topic.meta?.follow_id;
      if (followId) {
        await apiRequest('DELETE', `/api/topic_follows/${encodeURIComponent(followId)}`);
      } else {
        await apiRequest('POST', '/api/topic_follows', {
          body: {
            type: 'topic_follows',
            attributes: {},
            relationships: { topic: { data: { type: 'topics', id: topic.id } } },
          },
        });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations }),
      ]),
  });
}
