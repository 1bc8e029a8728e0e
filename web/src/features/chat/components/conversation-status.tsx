import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import { Alert, Text } from '@mantine/core';
import type { ChatSocketStatus } from '../../../lib/chat-socket';
import { useTranslation } from '../../../lib/i18n';
import type { Conversation } from '../api/types';

/** Why the conversation is read-only, or that the chat session was ended (and by whom). */
export function ConversationNotice({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useTranslation();
  if (conversation.read_only_reason)
    return (
      <Alert color="orange" variant="light" p="sm">
        {t(`chat.read_only.${conversation.read_only_reason}`)}
      </Alert>
    );
  if (conversation.session_ended_at)
    return (
      <Alert color="gray" variant="light" p="sm">
        {conversation.session_ended_by_me
          ? t('chat.session_ended_mine')
          : t('chat.session_ended_other', { name })}
      </Alert>
    );
  return null;
}

/**
 * The socket's state, said quietly: "Reconnecting…" while it comes back by itself; once it
 * cannot (signed out, or too many tries) the spec's 'Failed to send message. Try refreshing the
 * page to reconnect.'. Nothing while connected.
 */
export function ConnectionStatus({ status }: { status: ChatSocketStatus }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      {status === 'reconnecting' && (
        <Text size="sm" c="gray.8">
          {t('chat.reconnecting')}
        </Text>
      )}
      {status === 'stopped' && (
        <Text size="sm" c="red.9">
          {t('chat.failed')}
        </Text>
      )}
    </div>
  );
}
