import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type Connection, type GroupRole, type OrganizationRole, PERMISSIONS_KEY } from './types';

const list = async <T>(path: string, query: Record<string, string>) =>
  (await apiRequest<T[]>('GET', path, { query: { ...query, 'page[size]': 100 } })).data ?? [];

/** The three lists of spec §7, loaded together for the permissions panel. */
export function usePermissions() {
  return useQuery({
    queryKey: PERMISSIONS_KEY,
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
