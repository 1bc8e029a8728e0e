import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useChatFrames } from './use-chat-socket';
import { conversationsQuery } from './use-conversations';

/**
 * The navigation's unread total (GET /api/conversations `meta.unread_total`), refreshed when the
 * socket says a message arrived or a conversation changed. Opening the signed-in shell starts
 * the tab's socket.
 */
export function useUnreadTotal(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...conversationsQuery, select: (result) => result.unreadTotal });
  useChatFrames((frame) => {
    if (frame.type === 'message' || frame.type === 'conversation' || frame.type === 'ready') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations });
      if (frame.type === 'conversation')
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversation(frame.conversation_id) });
    }
  });
  return data ?? 0;
}
