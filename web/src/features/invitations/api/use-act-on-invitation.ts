import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Accept: POST …/accept; decline: DELETE (spec §7). The card keeps its place until reload. */
export function useActOnInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, action }: { slug: string; action: 'accept' | 'decline' }) => {
      if (action === 'accept')
        await apiRequest('POST', `/api/invitations/${encodeURIComponent(slug)}/accept`);
      else await apiRequest('DELETE', `/api/invitations/${encodeURIComponent(slug)}`);
      return action;
    },
    // New roles change the navigation and the permission lists; the card list stays as shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.permissions });
      // A reporter's yes can leave a card for an administrator added since the invitation was sent.
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingConsents });
    },
  });
}
