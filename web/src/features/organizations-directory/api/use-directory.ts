import type { Flat, organizationResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DirectoryOrganization = Flat<typeof organizationResource>;

/** The organizations anyone may join, each with the reader's own membership (to leave it). */
export function useDirectory() {
  return useQuery({
    queryKey: queryKeys.organizationsDirectory,
    queryFn: async () =>
      (
        await apiRequest<DirectoryOrganization[]>('GET', '/api/organizations', {
          query: { 'filter[joinable]': 'true', 'page[size]': 100 },
        })
      ).data ?? [],
  });
}

/**
 * Joins (POST /api/organization_roles, the organization as its relationship) or leaves (DELETE the reader's own
 * organization role); awaits the directory's refetch so the new control is drawn before focus
 * moves to it (docs/decisions/0018-focus-and-names.md).
 */
export function useMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { join: string } | { leave: string }) =>
      'join' in change
        ? apiRequest('POST', '/api/organization_roles', {
            body: {
              type: 'organization_roles',
              attributes: {},
              relationships: { organization: { data: { type: 'organizations', id: change.join } } },
            },
          })
        : apiRequest('DELETE', `/api/organization_roles/${encodeURIComponent(change.leave)}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.permissions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      ]);
    },
  });
}
