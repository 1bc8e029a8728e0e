import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../session/api/types';
import { PERMISSIONS_KEY } from './types';

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
      void queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
