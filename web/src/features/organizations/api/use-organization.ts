import type { Flat, groupResource, organizationResource, userCardResource } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Another person as a card: names and picture, never health data. */
type UserCard = Flat<typeof userCardResource>;
type Organization = Flat<typeof organizationResource> & {
  administrators?: UserCard[];
  providers?: UserCard[];
};
type Group = Flat<typeof groupResource> & { administrators?: UserCard[] };

/**
 * GET /api/organizations/{slug}?include=providers,administrators (spec §7): the organization's
 * page and its benefits and care pages. An invitation card asks the same (one cache entry), through
 * the invitations feature's own read: invitations cannot import this feature, which sends them.
 */
export function useOrganization(slug: string) {
  return useQuery({
    queryKey: queryKeys.organizationPeople(slug),
    queryFn: async () =>
      (
        await apiRequest<Organization>('GET', `/api/organizations/${encodeURIComponent(slug)}`, {
          query: { include: 'providers,administrators' },
        })
      ).data,
  });
}

/** GET /api/groups/{slug}?include=administrators (spec §7): the group's page. */
export function useGroup(slug: string) {
  return useQuery({
    queryKey: queryKeys.groupPeople(slug),
    queryFn: async () =>
      (
        await apiRequest<Group>('GET', `/api/groups/${encodeURIComponent(slug)}`, {
          query: { include: 'administrators' },
        })
      ).data,
  });
}
