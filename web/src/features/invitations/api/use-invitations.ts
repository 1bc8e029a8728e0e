import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_KEY, type Invitation } from './types';

/** The pending invitations addressed to the signed-in user. */
export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async () =>
      (await apiRequest<Invitation[]>('GET', '/api/invitations', { query: { 'page[size]': 100 } })).data ??
      [],
  });
}
