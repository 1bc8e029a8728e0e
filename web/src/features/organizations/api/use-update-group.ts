import type { Flat, groupResource } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/groups/{slug} (spec §7): its administrators change its logo. */
export function useUpdateGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { logo_image_url: string | null }) =>
      (
        await apiRequest<Flat<typeof groupResource>>('PATCH', `/api/groups/${encodeURIComponent(slug)}`, {
          body: { type: 'groups', id: slug, attributes },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.group(slug) }),
  });
}
