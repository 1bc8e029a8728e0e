import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { type ChatMessage, chatSocket } from '../../../lib/chat-socket';
import { loadUnsent, saveUnsent, type Unsent } from '../lib/unsent-store';
import { type ApiMessage, toChatMessage } from './types';

/**
 * Sending (POST /api/messages with a client-made UUID): the message shows at once as
 * "Sending…", then as sent; a failed one stays, with Retry, which sends it again with the same
 * client id. Unsent messages survive a reload (lib/unsent-store.ts).
 */
export function useSendMessage(conversationId: string, delivered: ChatMessage[]) {
  const translate = useTranslate();
  const [unsent, setUnsent] = useState<Unsent[]>(() => loadUnsent(conversationId));
  const latest = useRef(unsent);
  const update = useCallback(
    (change: (list: Unsent[]) => Unsent[]) => {
      latest.current = change(latest.current);
      saveUnsent(conversationId, latest.current);
      setUnsent(latest.current);
    },
    [conversationId],
  );

  // A message the server has (live, or after a reload) is no longer unsent.
  const deliveredIds = useMemo(() => new Set(delivered.map((message) => message.client_id)), [delivered]);
  useEffect(() => {
    if (latest.current.some((item) => deliveredIds.has(item.client_id)))
      update((list) => list.filter((item) => !deliveredIds.has(item.client_id)));
  }, [deliveredIds, update]);

  const post = useCallback(
    async (item: Unsent) => {
      update((list) =>
        list.map((other) => (other.client_id === item.client_id ? { ...item, state: 'sending' } : other)),
      );
      try {
        const result = await apiRequest<ApiMessage>('POST', '/api/messages', {
          body: {
            type: 'messages',
            attributes: { body: item.body, client_id: item.client_id },
            relationships: { conversation: { data: { type: 'conversations', id: conversationId } } },
          },
        });
        chatSocket().ingest(conversationId, [toChatMessage(conversationId, result.data)]);
        update((list) => list.filter((other) => other.client_id !== item.client_id));
      } catch (error) {
        update((list) =>
          list.map((other) => (other.client_id === item.client_id ? { ...other, state: 'failed' } : other)),
        );
        // The server's reason (read-only, too many messages) as a toast; the message says it failed.
        if (error instanceof ApiRequestError && error.status < 500 && error.status !== 401)
          reportApiError(error, translate);
      }
    },
    [conversationId, translate, update],
  );

  const send = useCallback(
    (body: string) => {
      const item: Unsent = {
        client_id: crypto.randomUUID(),
        body,
        created_at: new Date().toISOString(),
        state: 'sending',
      };
      update((list) => [...list, item]);
      void post(item);
    },
    [post, update],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = latest.current.find((other) => other.client_id === clientId);
      if (item) void post(item);
    },
    [post],
  );

  const discard = useCallback(
    (clientId: string) => update((list) => list.filter((other) => other.client_id !== clientId)),
    [update],
  );

  return { unsent, send, retry, discard };
}
