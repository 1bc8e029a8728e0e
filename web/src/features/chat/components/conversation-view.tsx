import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { can } from '../../../lib/abilities';
import { chatSocket } from '../../../lib/chat-socket';
import { usableTimeZone } from '../../../lib/days';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../session';
import type { Conversation } from '../api/types';
import { useChatFrames, useChatSocketStatus } from '../api/use-chat-socket';
import { useMarkRead } from '../api/use-mark-read';
import { useMessages } from '../api/use-messages';
import { useSendMessage } from '../api/use-send-message';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { ConnectionStatus, ConversationNotice } from './conversation-status';
import { useMessageActions } from './message-actions';
import { MessageList } from './message-list';
import { SafetyBanner } from './safety-banner';

const TYPING_SHOWN_MS = 6000;

/**
 * A conversation: its messages (live through the tab's socket), the messages not yet sent, the
 * writing area, and a polite live region that says "New message from …" once per arrival, never
 * at each keystroke.
 */
export function ConversationView({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const timeZone = usableTimeZone(user.timezone);
  const { messages, query, hasEarlier, loadEarlier, loadingEarlier } = useMessages(conversation.id);
  const { unsent, send, retry } = useSendMessage(conversation.id, messages);
  const { status } = useChatSocketStatus();
  const actions = useMessageActions(conversation.id, timeZone);
  const lastSeq = messages.at(-1)?.seq ?? 0;
  useMarkRead(conversation, lastSeq);

  const [readUpTo, setReadUpTo] = useState(conversation.other_last_read_seq);
  const [typingAt, setTypingAt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => setReadUpTo(conversation.other_last_read_seq), [conversation.other_last_read_seq]);
  useChatFrames((frame) => {
    if (!('conversation_id' in frame) || frame.conversation_id !== conversation.id) return;
    if (frame.type === 'read') setReadUpTo((before) => Math.max(before ?? 0, frame.seq));
    if (frame.type === 'typing' && conversation.typing_shared) setTypingAt(Date.now());
  });
  useEffect(() => {
    if (!typingAt) return;
    const timer = setTimeout(() => setTypingAt(0), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  // Announce the other person's new messages, not what was there when the page opened.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!query.isSuccess) return;
    if (announced.current === null) {
      announced.current = lastSeq;
      return;
    }
    const fresh = messages.filter((message) => message.seq > (announced.current ?? 0) && !message.mine);
    announced.current = Math.max(announced.current, lastSeq);
    if (fresh.length > 0) {
      setTypingAt(0);
      setAnnouncement(t('chat.new_message', { name }));
    }
  }, [messages, lastSeq, query.isSuccess, name, t]);

  // Keep the newest message in view as messages arrive or are sent.
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (lastSeq > 0 || unsent.length > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastSeq, unsent.length]);

  const writable = can(conversation, 'send') && conversation.read_only_reason === null;
  return (
    <Stack gap="md" maw={760}>
      <ConversationHeader conversation={conversation} name={name} />
      <SafetyBanner />
      <ConversationNotice conversation={conversation} name={name} />
      <ConnectionStatus status={status} />
      <section aria-label={t('chat.messages_label')}>
        <Stack gap="sm">
          {hasEarlier && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={loadingEarlier}
              onClick={() => void loadEarlier()}
            >
              {t('chat.earlier')}
            </Button>
          )}
          {query.isSuccess && messages.length === 0 && unsent.length === 0 && (
            <Text c="gray.7">{t('chat.no_messages')}</Text>
          )}
          <MessageList
            messages={messages}
            unsent={unsent}
            names={{ mine: t('chat.you'), other: name }}
            timeZone={timeZone}
            seenUpTo={conversation.other_last_read_seq === null ? null : readUpTo}
            stopped={status === 'stopped'}
            onAction={actions.ask}
            onRetry={retry}
          />
          <div ref={end} />
        </Stack>
      </section>
      <Text size="sm" c="gray.7" mih="1.5em">
        {typingAt > 0 ? t('chat.typing', { name }) : ''}
      </Text>
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {writable && (
        <Composer
          onSend={send}
          onTyping={
            conversation.typing_shared
              ? () => chatSocket().send({ type: 'typing', conversation_id: conversation.id })
              : undefined
          }
        />
      )}
      {actions.dialog}
    </Stack>
  );
}
