import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';

/**
 * Follows an e-mailed link. A sign-up's link answers with the user, now signed in; an address
 * change's (or an older confirmation) link answers without one.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await apiRequest<CurrentUser | null>('POST', '/api/email_verifications', {
          body: { type: 'email_verifications', attributes: { token } },
        })
      ).data,
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(queryKeys.session, user);
      else return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
