import type { Flat, groupResource, organizationResource } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Group = Flat<typeof groupResource>;
type GroupAttributes = { name?: string; description?: string | null; logo_image_url?: string | null };

/**
 * PATCH /api/groups/{slug} (spec §7): its administrators rename it, describe it and change its
 * logo; the organization's administrators also move a unit under another group (`parent`).
 */
export function useUpdateGroup(slug: string, organizationSlug?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ parent, ...attributes }: GroupAttributes & { parent?: string }) =>
      (
        await apiRequest<Group>('PATCH', `/api/groups/${encodeURIComponent(slug)}`, {
          body: {
            type: 'groups',
            id: slug,
            attributes,
            ...(parent ? { relationships: { parent: { data: { type: 'groups', id: parent } } } } : {}),
          },
        })
      ).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.group(slug) });
      if (organizationSlug) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.organizationGroups(organizationSlug) });
      }
    },
  });
}

/**
 * DELETE /api/groups/{slug} (issue 31): a group with its units, or a unit; its people's roles
 * end and they are told. The organization's list is read again.
 */
export function useDeleteGroup(organizationSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (group: Group) => {
      await apiRequest('DELETE', `/api/groups/${encodeURIComponent(group.id)}`);
      return group;
    },
    onSuccess: (group) => {
      queryClient.removeQueries({ queryKey: queryKeys.group(group.id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.organizationGroups(organizationSlug) });
    },
  });
}

/** PATCH /api/organizations/{slug}: its administrators change its name, description and logo. */
export function useUpdateOrganization(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: {
      name?: string;
      description?: string | null;
      logo_image_url?: string | null;
    }) =>
      (
        await apiRequest<Flat<typeof organizationResource>>(
          'PATCH',
          `/api/organizations/${encodeURIComponent(slug)}`,
          { body: { type: 'organizations', id: slug, attributes } },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationPeople(slug) }),
  });
}
