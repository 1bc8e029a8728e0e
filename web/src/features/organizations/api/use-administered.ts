import type {
  Flat,
  groupResource,
  groupRoleResource,
  organizationResource,
  organizationRoleResource,
} from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Administered } from '../../../lib/navigation';
import { queryKeys } from '../../../lib/query-keys';

/** A role as GET /api/roles and /api/organization_roles give it: the group or organization is included. */
type GroupRole = Flat<typeof groupRoleResource> & { group: Flat<typeof groupResource> };
type OrganizationRole = Flat<typeof organizationRoleResource> & {
  organization: Flat<typeof organizationResource>;
};

const NONE: Administered = { groups: [], organizations: [] };

/**
 * The groups and organizations the user administers, as the server lists them
 * (`GET /api/roles?type=administrator`, `GET /api/organization_roles?type=administrator`):
 * where the navigation leads administrators. Asked only when the session names such a role.
 */
export function useAdministered(roles: string[]) {
  const groups = roles.includes('group_administrator');
  const organizations = roles.includes('organization_administrator');
  return useQuery({
    queryKey: queryKeys.administered(groups, organizations),
    enabled: groups || organizations,
    retry: false,
    queryFn: async (): Promise<Administered> => {
      const list = async <T>(path: string, wanted: boolean) =>
        wanted
          ? ((await apiRequest<T[]>('GET', path, { query: { type: 'administrator', 'page[size]': 100 } }))
              .data ?? [])
          : [];
      const [groupRoles, organizationRoles] = await Promise.all([
        list<GroupRole>('/api/roles', groups),
        list<OrganizationRole>('/api/organization_roles', organizations),
      ]);
      return {
        groups: groupRoles.map((role) => role.dashboard_path),
        organizations: organizationRoles.map((role) => role.dashboard_path),
      };
    },
    placeholderData: NONE,
  });
}

/** The named places for the list pages (/dashboards/groups, /dashboards/organization). */
export function useAdministeredPlaces(kind: 'groups' | 'organizations') {
  return useQuery({
    queryKey: queryKeys.administered('places', kind),
    retry: false,
    queryFn: async () => {
      if (kind === 'groups') {
        const roles =
          (
            await apiRequest<GroupRole[]>('GET', '/api/roles', {
              query: { type: 'administrator', 'page[size]': 100 },
            })
          ).data ?? [];
        return roles.map((role) => ({ id: role.group.id, name: role.group.name, path: role.dashboard_path }));
      }
      const roles =
        (
          await apiRequest<OrganizationRole[]>('GET', '/api/organization_roles', {
            query: { type: 'administrator', 'page[size]': 100 },
          })
        ).data ?? [];
      return roles.map((role) => ({
        id: role.organization.id,
        name: role.organization.name,
        path: role.dashboard_path,
      }));
    },
  });
}
