import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Conversation } from './types';

export const conversationsQuery = {
  queryKey: queryKeys.chat.conversations,
  queryFn: async () => {
    const result = await apiRequest<Conversation[]>('GET', '/api/conversations');
    return { conversations: result.data ?? [], unreadTotal: Number(result.meta.unread_total ?? 0) };
  },
};

/** GET /api/conversations: the reader's conversations, unread first then newest, and the unread total. */
export function useConversations() {
  return useQuery(conversationsQuery);
}
