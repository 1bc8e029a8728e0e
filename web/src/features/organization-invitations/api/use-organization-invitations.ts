import type {
  Flat,
  InvitationImportResult,
  OrganizationInvitationAbility,
  OrganizationInvitationState,
  organizationInvitationResource,
  WithAbilities,
} from '@evenkeel/common';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postFormData } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A row of the console, with what the reader may do with it (`meta.abilities`). */
export type OrganizationInvitation = WithAbilities<
  Flat<typeof organizationInvitationResource>,
  OrganizationInvitationAbility
>;

/** The state filter: one state, or all of them (''). */
export type StateFilter = OrganizationInvitationState | '';

const PAGE_SIZE = 25;
const base = (slug: string) => `/api/organizations/${encodeURIComponent(slug)}/invitations`;

/**
 * GET /api/organizations/{slug}/invitations, page after page (keyset: each page's `links.next`
 * carries the cursor of the next, so an invitation sent meanwhile does not shift them).
 */
export function useOrganizationInvitations(slug: string, state: StateFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.organizationInvitations(slug, state),
    retry: false,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const result = await apiRequest<OrganizationInvitation[]>('GET', base(slug), {
        query: {
          'page[size]': PAGE_SIZE,
          ...(state ? { 'filter[state]': state } : {}),
          ...(pageParam ? { 'page[after]': pageParam } : {}),
        },
      });
      const next = result.links.next
        ? new URL(result.links.next, window.location.origin).searchParams.get('page[after]')
        : null;
      return { invitations: result.data, total: Number(result.meta.total ?? 0), next };
    },
    getNextPageParam: (page) => page.next,
  });
}

/** Refreshes every filter of the console; resolves once refetched (decision 0018). */
function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationInvitations(slug) });
}

/** POST /api/invitations/{slug}/resend: a new link and expiry, one e-mail. */
export function useResendInvitation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: async (invitation: OrganizationInvitation) => {
      await apiRequest('POST', `/api/invitations/${encodeURIComponent(invitation.id)}/resend`);
      return invitation;
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/invitations/{slug}: the invitation is withdrawn. */
export function useRevokeInvitation(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: async (invitation: OrganizationInvitation) => {
      await apiRequest('DELETE', `/api/invitations/${encodeURIComponent(invitation.id)}`);
      return invitation;
    },
    onSuccess: refresh,
  });
}

/** POST /api/organizations/{slug}/invitation_imports with the CSV as the form's `file`. */
export function useImportInvitations(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await postFormData(
        `/api/organizations/${encodeURIComponent(slug)}/invitation_imports`,
        form,
      );
      return result.meta as InvitationImportResult;
    },
    onSuccess: refresh,
  });
}
