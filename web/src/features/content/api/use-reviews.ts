import { PAGE_SIZE_MAX, type ReviewCreateInput } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Article, Review } from './types';

/** An article's reviews, newest first; reviewers by first name only. */
export function useReviews(slug: string) {
  return useQuery({
    queryKey: queryKeys.content.reviews(slug),
    queryFn: async () =>
      (
        await apiRequest<Review[]>('GET', `/api/articles/${encodeURIComponent(slug)}/reviews`, {
          query: { 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** Writes the member's review of an item, or changes it when there is one (`meta.review_id`). */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ item, attributes }: { item: Article; attributes: ReviewCreateInput }) => {
      const reviewId = item.meta?.review_id;
      if (reviewId) {
        return (
          await apiRequest<Review>('PATCH', `/api/reviews/${encodeURIComponent(reviewId)}`, {
            body: { type: 'reviews', id: reviewId, attributes },
          })
        ).data;
      }
      return (
        await apiRequest<Review>('POST', '/api/reviews', {
          body: {
            type: 'reviews',
            attributes,
            relationships: { reviewable: { data: { type: item.type, id: item.id } } },
          },
        })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
  });
}
