import type { SignInInput } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: SignInInput) =>
      (await apiRequest<CurrentUser>('POST', '/api/session', { body: { type: 'sessions', attributes } }))
        .data,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
