import type { SignUpInput } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type CurrentUser, SESSION_QUERY_KEY } from './types';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: SignUpInput) =>
      (await apiRequest<CurrentUser>('POST', '/api/users', { body: { type: 'users', attributes } })).data,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
