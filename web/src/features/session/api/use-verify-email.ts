import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type CurrentUser, SESSION_QUERY_KEY } from './types';

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
      if (user) queryClient.setQueryData(SESSION_QUERY_KEY, user);
      else return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
