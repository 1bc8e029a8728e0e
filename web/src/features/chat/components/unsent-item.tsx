import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Unsent } from '../lib/unsent-store';
import { Bubble } from './message-item';

/**
 * A message the server has not confirmed: "Sending…", or the spec's 'Failed to send message. Try
 * refreshing the page to reconnect.' with Retry (the same client id: stored once). While the
 * socket cannot come back (`stopped`) a message is shown as failed even while its send is tried.
 */
export function UnsentItem({
  item,
  senderName,
  stopped,
  onRetry,
}: {
  item: Unsent;
  senderName: string;
  stopped: boolean;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const failed = item.state === 'failed' || stopped;
  return (
    <li
      data-unsent={item.client_id}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}
    >
      <Bubble mine>
        <span className="visually-hidden">{`${senderName}: `}</span>
        <Text id={`unsent-${item.client_id}`} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.body}
        </Text>
        {!failed && (
          <Text size="xs" c="gray.7" ta="right">
            {t('chat.sending')}
          </Text>
        )}
      </Bubble>
      {failed && (
        <Group gap="xs" justify="flex-end" maw="85%" wrap="wrap">
          <Text size="sm" c="red.9" role="alert">
            {t('chat.failed')}
          </Text>
          {item.state === 'failed' && (
            <Button
              size="compact-sm"
              variant="default"
              aria-describedby={`unsent-${item.client_id}`}
              onClick={() => onRetry(item.client_id)}
            >
              {t('chat.retry')}
            </Button>
          )}
        </Group>
      )}
    </li>
  );
}
