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
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.permissions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
