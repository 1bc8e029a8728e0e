import type { Flat, groupResource, OrganizationState, organizationResource } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `meta.abilities` decides every control on its page (common/src/abilities.ts). */
type Organization = Flat<typeof organizationResource>;
export type Group = Flat<typeof groupResource>;

/** Organizations I administer (all of them for a platform administrator). */
export function useOrganizations() {
  return useQuery({
    queryKey: queryKeys.organizations,
    queryFn: async () =>
      (await apiRequest<Organization[]>('GET', '/api/organizations', { query: { 'page[size]': 100 } }))
        .data ?? [],
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { name: string; description?: string; state: OrganizationState }) =>
      (
        await apiRequest<Organization>('POST', '/api/organizations', {
          body: { type: 'organizations', attributes },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
  });
}

/** Every group and unit of an organization its administrators may see. */
export function useOrganizationGroups(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.organizationGroups(slug),
    enabled,
    queryFn: async () =>
      (
        await apiRequest<Group[]>('GET', `/api/organizations/${encodeURIComponent(slug)}/groups`, {
          query: { 'page[size]': 100 },
        })
      ).data ?? [],
  });
}

export function useCreateGroup(organizationSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ parent, ...attributes }: { name: string; description?: string; parent?: string }) =>
      (
        await apiRequest<Group>('POST', `/api/organizations/${encodeURIComponent(organizationSlug)}/groups`, {
          body: {
            type: 'groups',
            attributes,
            relationships: parent ? { parent: { data: { type: 'groups', id: parent } } } : {},
          },
        })
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.organizationGroups(organizationSlug) }),
  });
}
