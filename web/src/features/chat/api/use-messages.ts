import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { type ChatMessage, chatSocket } from '../../../lib/chat-socket';
import { queryKeys } from '../../../lib/query-keys';
import { type ApiMessage, conversationPath, toChatMessage } from './types';
import { useChatFrames } from './use-chat-socket';

const PAGE_SIZE = 50;

async function fetchPage(conversationId: string, query: Record<string, string | number>) {
  const result = await apiRequest<ApiMessage[]>('GET', `${conversationPath(conversationId)}/messages`, {
    query: { 'page[size]': PAGE_SIZE, ...query },
  });
  return (result.data ?? []).map((message) => toChatMessage(conversationId, message));
}

/**
 * A conversation's messages, one per sequence: the newest page from the API (with each
 * message's abilities and earlier texts), then the socket, which the conversation is held on
 * so that every reconnect resumes it from its last sequence. A message that arrives by the
 * socket alone lacks the API's abilities: the newest page is read again shortly after.
 */
export function useMessages(conversationId: string) {
  const socket = chatSocket();
  const queryClient = useQueryClient();
  const newest = useQuery({
    queryKey: queryKeys.chat.messages(conversationId),
    queryFn: async () => {
      const messages = await fetchPage(conversationId, {});
      socket.ingest(conversationId, messages);
      socket.hold(conversationId);
      return messages.length;
    },
  });
  const messages = useSyncExternalStore(
    (notify) => socket.watch(notify),
    () => socket.messages(conversationId),
  );
  const refetch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useChatFrames((frame) => {
    const arrived =
      (frame.type === 'message' && frame.message.conversation_id === conversationId) ||
      (frame.type === 'page' && frame.conversation_id === conversationId && frame.messages.length > 0);
    if (!arrived) return;
    clearTimeout(refetch.current);
    refetch.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(conversationId) }),
      300,
    );
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const first = messages[0]?.seq ?? 1;
  const loadEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    try {
      socket.ingest(conversationId, await fetchPage(conversationId, { 'filter[before_seq]': first }));
    } finally {
      setLoadingEarlier(false);
    }
  }, [conversationId, first, socket]);
  return {
    query: newest,
    messages,
    hasEarlier: newest.isSuccess && first > 1,
    loadEarlier,
    loadingEarlier,
  };
}

export type { ChatMessage };
