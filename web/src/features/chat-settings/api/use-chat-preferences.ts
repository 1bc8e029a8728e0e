import type { chatPreferencesResource, Flat } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Read receipts, the typing indicator, e-mail and push for unread messages (common/src/resources/chat.ts). */
export type ChatPreferences = Flat<typeof chatPreferencesResource>;
export type ChatSetting = 'read_receipts' | 'typing_indicator' | 'message_notifications';

/** GET /api/chat_preferences: the reader's own chat settings. */
export function useChatPreferences() {
  return useQuery({
    queryKey: queryKeys.chatPreferences,
    queryFn: async () => (await apiRequest<ChatPreferences>('GET', '/api/chat_preferences')).data,
  });
}

/**
 * PATCH /api/chat_preferences with one setting and the document's id (the member's own); the
 * answer is the whole document, kept as is.
 */
export function useSaveChatPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: Partial<Record<ChatSetting, boolean>> }) =>
      (
        await apiRequest<ChatPreferences>('PATCH', '/api/chat_preferences', {
          body: { type: 'chat_preferences', id, attributes: change },
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.chatPreferences, saved),
  });
}
