import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Invitation } from './use-invitations';

/** GET /api/invitations?filter[sent]=true: what I sent and may still revoke. */
export function useSentInvitations() {
  return useQuery({
    queryKey: queryKeys.sentInvitations,
    queryFn: async () =>
      (
        await apiRequest<Invitation[]>('GET', '/api/invitations', {
          query: { 'filter[sent]': 'true', 'page[size]': 100 },
        })
      ).data ?? [],
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiRequest('DELETE', `/api/invitations/${encodeURIComponent(slug)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sentInvitations }),
  });
}

/** Resend: a new link (the old one stops working), a new expiry, one e-mail. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiRequest('POST', `/api/invitations/${encodeURIComponent(slug)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sentInvitations }),
  });
}
