import type {
  Flat,
  healthServiceResource,
  organizationResource,
  organizationRoleResource,
} from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type HealthService = Flat<typeof healthServiceResource>;
type OrganizationRole = Flat<typeof organizationRoleResource> & {
  organization: Flat<typeof organizationResource>;
};

const servicesPath = (organization: string) =>
  `/api/organizations/${encodeURIComponent(organization)}/health_services`;

/** The organizations the member belongs to (as member or administrator), each once. */
export function useMyOrganizations() {
  return useQuery({
    queryKey: queryKeys.myOrganizations,
    queryFn: async () => {
      const roles =
        (
          await apiRequest<OrganizationRole[]>('GET', '/api/organization_roles', {
            query: { type: 'member,administrator', 'page[size]': 100 },
          })
        ).data ?? [];
      const seen = new Map<string, Flat<typeof organizationResource>>();
      for (const role of roles) seen.set(role.organization.id, role.organization);
      return [...seen.values()];
    },
  });
}

export function useHealthServices(organization: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.healthServices(organization),
    enabled,
    queryFn: async () =>
      (await apiRequest<HealthService[]>('GET', servicesPath(organization), { query: { 'page[size]': 100 } }))
        .data ?? [],
  });
}

/** Creates (no slug) or changes (a slug) a health service of `organization`. */
export function useSaveHealthService(organization: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, attributes }: { slug?: string; attributes: Record<string, unknown> }) =>
      (slug
        ? await apiRequest<HealthService>('PATCH', `/api/health_services/${encodeURIComponent(slug)}`, {
            body: { type: 'health_services', id: slug, attributes },
          })
        : await apiRequest<HealthService>('POST', servicesPath(organization), {
            body: { type: 'health_services', attributes },
          })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.healthServices(organization) }),
  });
}

export function useDeleteHealthService(organization: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slug: string) =>
      apiRequest('DELETE', `/api/health_services/${encodeURIComponent(slug)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.healthServices(organization) }),
  });
}
