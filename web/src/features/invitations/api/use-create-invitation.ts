import type { InvitationScope, InvitationType } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Invitation } from './use-invitations';

export type NewInvitation = {
  scope: InvitationScope;
  role: InvitationType;
  email: string;
  organization?: string;
  group?: string;
};

/** POST /api/invitations: the server e-mails the invitee in their language. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ organization, group, ...attributes }: NewInvitation) =>
      (
        await apiRequest<Invitation>('POST', '/api/invitations', {
          body: {
            type: 'invitations',
            attributes,
            relationships: {
              ...(organization
                ? { organization: { data: { type: 'organizations', id: organization } } }
                : {}),
              ...(group ? { group: { data: { type: 'groups', id: group } } } : {}),
            },
          },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sentInvitations }),
  });
}
