import type { Flat, personResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A reporter of the group, as its administrators see them. */
export type Reporter = Flat<typeof personResource>;

/** GET /api/groups/{slug}/reporters: for the group's administrators only (404 otherwise). */
export function useGroupReporters(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.groupReporters(slug),
    enabled,
    retry: false,
    queryFn: async () =>
      (
        await apiRequest<Reporter[]>('GET', `/api/groups/${encodeURIComponent(slug)}/reporters`, {
          query: { 'page[size]': 100 },
        })
      ).data,
  });
}

/** DELETE /api/groups/{slug}/reporters/{user_slug}: the reporter is told by e-mail. */
export function useRemoveReporter(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reporter: Reporter) => {
      await apiRequest(
        'DELETE',
        `/api/groups/${encodeURIComponent(slug)}/reporters/${encodeURIComponent(reporter.id)}`,
      );
      return reporter;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groupReporters(slug) }),
  });
}
