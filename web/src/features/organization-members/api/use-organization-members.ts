import type {
  Flat,
  OrganizationMemberAbility,
  organizationMemberResource,
  WithAbilities,
} from '@evenkeel/common';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A row of the list, with what the reader may do with it (`meta.abilities`). */
export type OrganizationMember = WithAbilities<
  Flat<typeof organizationMemberResource>,
  OrganizationMemberAbility
>;

/** `sort` as the API takes it: a field, `-` first for descending. */
export type MemberSort = 'name' | '-name' | 'joined_at' | '-joined_at' | 'last_active' | '-last_active';

const PAGE_SIZE = 25;
const base = (slug: string) => `/api/organizations/${encodeURIComponent(slug)}/members`;

/** The query of the list (its CSV download takes the same). */
export const listQuery = (q: string, sort: MemberSort): Record<string, string> => ({
  sort,
  ...(q ? { 'filter[q]': q } : {}),
});

/** The address of the CSV download of the list as it is searched and sorted. */
export const csvHref = (slug: string, q: string, sort: MemberSort) =>
  `${base(slug)}.csv?${new URLSearchParams(listQuery(q, sort)).toString()}`;

/**
 * GET /api/organizations/{slug}/members, page after page: each page's `links.next` carries the
 * cursor of the next (keyset: a member joining meanwhile does not shift the pages).
 */
export function useOrganizationMembers(slug: string, q: string, sort: MemberSort) {
  return useInfiniteQuery({
    queryKey: queryKeys.organizationMembers(slug, q, sort),
    retry: false,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const result = await apiRequest<OrganizationMember[]>('GET', base(slug), {
        query: {
          ...listQuery(q, sort),
          'page[size]': PAGE_SIZE,
          ...(pageParam ? { 'page[after]': pageParam } : {}),
        },
      });
      const next = result.links.next
        ? new URL(result.links.next, window.location.origin).searchParams.get('page[after]')
        : null;
      return { members: result.data, total: Number(result.meta.total ?? 0), next };
    },
    getNextPageParam: (page) => page.next,
  });
}

/** Refreshes every page of every search of the list; resolves once refetched (decision 0018). */
function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationMembers(slug) });
}

/** DELETE /api/organizations/{slug}/members/{user}: the person is told by e-mail. */
export function useRemoveMember(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: async (member: OrganizationMember) => {
      await apiRequest('DELETE', `${base(slug)}/${encodeURIComponent(member.id)}`);
      return member;
    },
    onSuccess: refresh,
  });
}

/** PATCH …/members/{user} with `role: member`: an administrator back to member. */
export function useDemoteMember(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: async (member: OrganizationMember) => {
      await apiRequest('PATCH', `${base(slug)}/${encodeURIComponent(member.id)}`, {
        body: { type: 'organization_members', id: member.id, attributes: { role: 'member' } },
      });
      return member;
    },
    onSuccess: refresh,
  });
}
