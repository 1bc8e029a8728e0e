import type { Flat, InvitationMeta, invitationResource } from '@evenkeel/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * An invitation, received or sent (common/src/resources/sharing.ts). `meta.abilities` decides
 * every control; for the invitee, `meta.accept_blocked_reason` says why accepting is refused.
 */
export type Invitation = Flat<typeof invitationResource> & { meta?: InvitationMeta };

/**
 * The pending invitations addressed to the signed-in user. Asked again whenever a list or banner
 * shows (an accepted card leaves the list when the tab is opened again): not asked for ahead.
 */
const invitationsQuery = queryOptions({
  queryKey: queryKeys.invitations,
  queryFn: async () =>
    (await apiRequest<Invitation[]>('GET', '/api/invitations', { query: { 'page[size]': 100 } })).data ?? [],
});

export function useInvitations() {
  return useQuery(invitationsQuery);
}
