import type { Weekday } from '@evenkeel/common/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CheckupPreferences = {
  frequency: Weekday | null;
  time: string | null;
  /** Reminders by e-mail (on unless the member turned them off or unsubscribed). */
  email_reminders: boolean;
};

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
