import type { checkupPreferencesResource, Flat } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The day and hour of the weekly reminder, and e-mail reminders (common/src/resources/accounts.ts). */
export type CheckupPreferences = Flat<typeof checkupPreferencesResource>;

/** GET /api/checkup_preferences: the day and hour of the weekly reminder. */
export function useCheckupPreferences() {
  return useQuery({
    queryKey: queryKeys.checkupPreferences,
    queryFn: async () => (await apiRequest<CheckupPreferences>('GET', '/api/checkup_preferences')).data,
  });
}

/** PUT /api/checkup_preferences, for screens that are not the classic form (onboarding). */
export function useSaveCheckupPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { frequency: string; time: string }) =>
      (
        await apiRequest<CheckupPreferences>('PUT', '/api/checkup_preferences', {
          body: { type: 'checkup_preferences', attributes },
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.checkupPreferences, saved),
  });
}
