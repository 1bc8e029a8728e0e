import type { Flat, providerResource } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Provider = Flat<typeof providerResource>;

/** Accepting a provider invitation is creating the profile (POST /api/providers). */
export function useCreateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      invitation,
      attributes,
    }: {
      invitation: string;
      attributes: Record<string, unknown>;
    }) =>
      (
        await apiRequest<Provider>('POST', '/api/providers', {
          body: {
            type: 'providers',
            attributes,
            relationships: { invitation: { data: { type: 'invitations', id: invitation } } },
          },
        })
      ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.providers });
    },
  });
}
