import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/email_verifications without a token: a new confirmation link for the signed-in
 * account whose address is not verified yet. Answers with the message to show.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => {
      const { meta } = await apiRequest('POST', '/api/email_verifications', {
        body: { type: 'email_verifications', attributes: {} },
      });
      return typeof meta.message === 'string' ? meta.message : null;
    },
  });
}
