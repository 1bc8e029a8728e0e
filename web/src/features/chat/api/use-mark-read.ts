import { useEffect, useRef, useState } from 'react';
import type { Conversation } from './types';
import { useUpdateConversation } from './use-update-conversation';

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Marks the conversation read up to its last message (PATCH last_read_seq) while it is on
 * screen in a visible tab; once per new sequence, never backwards (the server also keeps it so).
 */
export function useMarkRead(conversation: Conversation, lastSeq: number): void {
  const visible = useVisible();
  const update = useUpdateConversation(conversation.id);
  const marked = useRef(conversation.last_read_seq);
  const { mutate } = update;
  useEffect(() => {
    if (!visible || lastSeq <= marked.current) return;
    const timer = setTimeout(() => {
      marked.current = Math.max(marked.current, lastSeq);
      mutate({ last_read_seq: lastSeq });
    }, 400);
    return () => clearTimeout(timer);
  }, [visible, lastSeq, mutate]);
}
