import type { adminAccountResource, Flat } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminAccount = Flat<typeof adminAccountResource>;

/** The accounts whose address is, or starts with, `email` (none asked while it is empty). */
export function useAdminAccounts(email: string) {
  return useQuery({
    queryKey: queryKeys.adminAccounts(email),
    enabled: email !== '',
    queryFn: async () =>
      (
        await apiRequest<AdminAccount[]>('GET', '/api/accounts', {
          query: { 'filter[email]': email, 'page[size]': 20 },
        })
      ).data ?? [],
  });
}

type Action = 'lock' | 'unlock';

/** Lock or unlock an account with a reason; the search showing it is refreshed. */
export function useAccountLock(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await apiRequest<AdminAccount>('POST', `/api/accounts/${encodeURIComponent(id)}/${action}`, {
          body: { type: action === 'lock' ? 'account_locks' : 'account_unlocks', attributes: { reason } },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-accounts'] }),
  });
}

/** E-mails the account a new confirmation link. */
export function useResendAccountVerification() {
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest('POST', `/api/accounts/${encodeURIComponent(id)}/verification_emails`),
  });
}
