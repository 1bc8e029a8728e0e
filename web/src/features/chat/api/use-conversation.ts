import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type Conversation, conversationPath } from './types';

/** GET /api/conversations/{id}: 404 for anyone not in it. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: queryKeys.chat.conversation(id),
    queryFn: async () => (await apiRequest<Conversation>('GET', conversationPath(id))).data,
  });
}
