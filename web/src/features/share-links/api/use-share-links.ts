import type {
  Flat,
  ShareLinkAbility,
  ShareLinkCreateInput,
  shareLinkResource,
  WithAbilities,
} from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ShareLink = WithAbilities<Flat<typeof shareLinkResource>, ShareLinkAbility>;

/** 5 active at most: the latest 50 hold them and the ended ones a member may still look at. */
const PAGE_SIZE = 50;

/** GET /api/share_links: the member's own links, newest first, and whether another may be made now. */
export function useShareLinks() {
  return useQuery({
    queryKey: queryKeys.shareLinks,
    queryFn: async () => {
      const { data, meta } = await apiRequest<ShareLink[]>('GET', '/api/share_links', {
        query: { 'page[size]': PAGE_SIZE },
      });
      return { links: data ?? [], canCreate: meta.can_create === true };
    },
  });
}

/** POST /api/share_links: the answer holds the address and the code, this once. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: ShareLinkCreateInput) =>
      (await apiRequest<ShareLink>('POST', '/api/share_links', { body: { type: 'share_links', attributes } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks }),
  });
}

/** DELETE /api/share_links/{id}: the link stops working at once. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/share_links/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks }),
  });
}
