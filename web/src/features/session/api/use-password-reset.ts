import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';

/** Asks for a reset e-mail; the answer is the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { meta } = await apiRequest('POST', '/api/password_resets', {
        body: { type: 'password_resets', attributes: { email } },
      });
      return String(meta.message ?? '');
    },
  });
}

/** Sets the new password with the e-mailed token; the server signs the user in. */
export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      (
        await apiRequest<CurrentUser>('PATCH', `/api/password_resets/${encodeURIComponent(token)}`, {
          body: { type: 'password_resets', id: token, attributes: { password } },
        })
      ).data,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
