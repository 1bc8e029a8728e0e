import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PermissionKind = 'organization' | 'group' | 'connection';

const PATHS: Record<PermissionKind, string> = {
  organization: '/api/organization_roles',
  group: '/api/roles',
  connection: '/api/connections',
};

/** Leave an organization or group, or delete a connection; then the lists reload (spec §7). */
export function useRemovePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, slug }: { kind: PermissionKind; slug: string }) =>
      apiRequest('DELETE', `${PATHS[kind]}/${encodeURIComponent(slug)}`),
    // Awaited: the caller's onSuccess runs once the row is gone, so focus can move past it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.permissions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ]),
  });
}
