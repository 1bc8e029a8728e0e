import type { Flat, OrganizationState, organizationResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminOrganization = Flat<typeof organizationResource>;

/** Every organization, each with its members count and creation date (platform administrators). */
export function useAdminOrganizations() {
  return useQuery({
    queryKey: queryKeys.adminOrganizations,
    queryFn: async () =>
      (await apiRequest<AdminOrganization[]>('GET', '/api/organizations', { query: { 'page[size]': 100 } }))
        .data ?? [],
  });
}

/** PATCH /api/organizations/{slug} with a new state (`change_state`). */
export function useChangeOrganizationState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, state }: { slug: string; state: OrganizationState }) =>
      (
        await apiRequest<AdminOrganization>('PATCH', `/api/organizations/${encodeURIComponent(slug)}`, {
          body: { type: 'organizations', id: slug, attributes: { state } },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
  });
}
