import type {
  connectionResource,
  Flat,
  groupResource,
  groupRoleResource,
  organizationResource,
  organizationRoleResource,
} from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Someone who shares with the current user, or whom the current user shares with. */
export type Connection = Flat<typeof connectionResource>;
/** A group role; the server always includes its group. */
export type GroupRole = Flat<typeof groupRoleResource> & { group: Flat<typeof groupResource> };
/** An organization role; the server always includes its organization. */
export type OrganizationRole = Flat<typeof organizationRoleResource> & {
  organization: Flat<typeof organizationResource>;
};

const list = async <T>(path: string, query: Record<string, string>) =>
  (await apiRequest<T[]>('GET', path, { query: { ...query, 'page[size]': 100 } })).data ?? [];

/** The three lists of spec §7, loaded together for the permissions panel. */
export function usePermissions() {
  return useQuery({
    queryKey: queryKeys.permissions,
    queryFn: async () => {
      const [organizationRoles, groupRoles, connections] = await Promise.all([
        list<OrganizationRole>('/api/organization_roles', { type: 'member,administrator' }),
        list<GroupRole>('/api/roles', { type: 'reporter,administrator' }),
        list<Connection>('/api/connections', { reports: 'false' }),
      ]);
      return { organizationRoles, groupRoles, connections };
    },
  });
}
