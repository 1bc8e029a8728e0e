import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { MESSAGE_EDIT_WINDOW_MS } from '@evenkeel/common';
import { Button, Group, Paper, Text } from '@mantine/core';
import { can } from '../../../lib/abilities';
import type { ChatMessage } from '../../../lib/chat-socket';
import { useTranslation } from '../../../lib/i18n';

export type MessageAction = 'edit' | 'delete' | 'report' | 'edits';

/** The bubble's look: one's own on the right in the brand's colour, the other's on the left. */
export function Bubble({ mine, children }: { mine: boolean; children: React.ReactNode }) {
  return (
    <Paper
      p="xs"
      radius="md"
      maw="85%"
      bg={mine ? 'evenkeel.0' : 'gray.0'}
      withBorder
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', minWidth: 0 }}
    >
      {children}
    </Paper>
  );
}

/**
 * One message: who wrote it (for screen readers), its text as plain text (never HTML, links
 * stay text), its time, "edited" with the earlier versions, "Seen", and the actions the API
 * allows (edit within 15 minutes, delete, report).
 */
export function MessageItem({
  message,
  senderName,
  time,
  seen,
  onAction,
}: {
  message: ChatMessage;
  senderName: string;
  time: string;
  seen: boolean;
  onAction: (action: MessageAction, message: ChatMessage) => void;
}) {
  const { t } = useTranslation();
  const bodyId = `message-${message.seq}`;
  const editable =
    can(message, 'edit') && Date.now() < new Date(message.created_at).getTime() + MESSAGE_EDIT_WINDOW_MS;
  const action = (name: MessageAction, label: string, fullName?: string) => (
    <Button
      aria-label={fullName}
      variant="subtle"
      size="compact-xs"
      aria-describedby={bodyId}
      onClick={() => onAction(name, message)}
    >
      {label}
    </Button>
  );
  return (
    <li
      id={`seq-${message.seq}`}
      tabIndex={-1}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: message.mine ? 'flex-end' : 'flex-start',
      }}
    >
      <Bubble mine={message.mine}>
        <span className="visually-hidden">{`${senderName}: `}</span>
        {message.deleted || message.body === null ? (
          <Text id={bodyId} fs="italic" c="gray.7">
            {t('chat.deleted')}
          </Text>
        ) : (
          <Text id={bodyId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        )}
        <Group gap={6} justify="flex-end" mt={2}>
          <Text size="xs" c="gray.7" component="span">
            {time}
          </Text>
          {message.edited_at && !message.deleted && (message.edits?.length ?? 0) === 0 && (
            <Text size="xs" c="gray.7" component="span">
              {t('chat.edited')}
            </Text>
          )}
          {seen && (
            <Text size="xs" c="gray.7" component="span">
              {t('chat.seen')}
            </Text>
          )}
        </Group>
      </Bubble>
      <Group gap={2}>
        {message.edited_at &&
          !message.deleted &&
          (message.edits?.length ?? 0) > 0 &&
          action('edits', t('chat.edited'), `${t('chat.edited')}: ${t('chat.show_edits')}`)}
        {editable && action('edit', t('chat.edit'))}
        {can(message, 'delete') && !message.deleted && action('delete', t('chat.delete'))}
        {can(message, 'report') && !message.deleted && action('report', t('chat.report'))}
      </Group>
    </li>
  );
}
