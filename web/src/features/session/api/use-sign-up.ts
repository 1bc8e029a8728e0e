import type { SignUpInput } from '@evenkeel/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Signs up: the answer is the same whether or not the address has an account ("check your
 * inbox"), and nobody is signed in until the e-mailed link is followed (decision 0006).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async (attributes: SignUpInput) => {
      const { meta } = await apiRequest('POST', '/api/users', { body: { type: 'users', attributes } });
      return String(meta.message ?? '');
    },
  });
}
