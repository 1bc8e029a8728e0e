import type { Flat, groupResource, organizationResource, userCardResource } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Another person as a card: names and picture, never health data. */
export type UserCard = Flat<typeof userCardResource>;
type Organization = Flat<typeof organizationResource> & {
  administrators?: UserCard[];
  providers?: UserCard[];
};
type Group = Flat<typeof groupResource> & { administrators?: UserCard[] };

/**
 * GET /api/organizations/{slug}?include=providers,administrators (spec §7), to picture an
 * invitation. The organization's page asks the same (one cache entry) through the organizations
 * feature, which imports this one to send invitations: hence this read of its own.
 */
export function useOrganization(slug: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.organizationPeople(slug),
    enabled: Boolean(slug),
    queryFn: async () =>
      (
        await apiRequest<Organization>('GET', `/api/organizations/${encodeURIComponent(slug ?? '')}`, {
          query: { include: 'providers,administrators' },
        })
      ).data,
  });
}

/** GET /api/groups/{slug}?include=administrators (spec §7). */
export function useGroup(slug: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.groupPeople(slug),
    enabled: Boolean(slug),
    queryFn: async () =>
      (
        await apiRequest<Group>('GET', `/api/groups/${encodeURIComponent(slug ?? '')}`, {
          query: { include: 'administrators' },
        })
      ).data,
  });
}
