import type { Locale } from '@evenkeel/common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';

export type ProfileChanges = Partial<
  Pick<
    CurrentUser,
    'first_name' | 'last_name' | 'birthdate' | 'timezone' | 'profile_picture_url' | 'onboarding_step'
  >
> & { locale?: Locale; location?: { google_place_id: string } | null };

/** Saves the interface language in the profile, so e-mails and other devices follow it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { slug: string; attributes: ProfileChanges }) =>
      (
        await apiRequest<CurrentUser>('PATCH', `/api/users/${input.slug}`, {
          body: { type: 'users', id: input.slug, attributes: input.attributes },
        })
      ).data,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
