import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';
import { linkResult } from './use-verify-email';

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

/**
 * Sets the new password with the e-mailed token. The server signs in only the browser that asked
 * for the link (and never in place of another account); otherwise it says for which address.
 */
export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      linkResult(
        await apiRequest<CurrentUser | null>('PATCH', `/api/password_resets/${encodeURIComponent(token)}`, {
          body: { type: 'password_resets', id: token, attributes: { password } },
        }),
      ),
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(queryKeys.session, user);
      else return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
