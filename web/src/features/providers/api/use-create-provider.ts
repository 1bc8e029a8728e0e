import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SESSION_QUERY_KEY } from '../../session/api/types';

export type Provider = {
  id: string;
  display_name: string;
  credentials: string | null;
  bio: string | null;
  organization_slug: string;
  dashboard_path: string;
};

/** Accepting a provider invitation is creating the profile (POST /api/providers). */
export function useCreateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      invitation,
      ...attributes
    }: {
      invitation: string;
      display_name: string;
      credentials?: string;
      bio?: string;
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
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
    },
  });
}
