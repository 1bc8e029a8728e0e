import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Title } from '@mantine/core';
import type { ChatMessage } from '../../../lib/chat-socket';
import { groupByDay, timeLabel } from '../../../lib/days';
import { currentLocale } from '../../../lib/i18n';
import type { Unsent } from '../lib/unsent-store';
import { type MessageAction, MessageItem } from './message-item';
import { UnsentItem } from './unsent-item';

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The messages by day (in the member's time zone and language), then the ones not yet sent.
 * `seenUpTo` is the other person's last read sequence when both share read receipts: "Seen"
 * goes under one's own last message they read.
 */
export function MessageList({
  messages,
  unsent,
  names,
  timeZone,
  seenUpTo,
  stopped,
  onAction,
  onRetry,
}: {
  messages: ChatMessage[];
  unsent: Unsent[];
  names: { mine: string; other: string };
  timeZone: string | undefined;
  seenUpTo: number | null;
  stopped: boolean;
  onAction: (action: MessageAction, message: ChatMessage) => void;
  onRetry: (clientId: string) => void;
}) {
  const locale = currentLocale();
  const seenSeq =
    seenUpTo === null
      ? null
      : (messages.filter((message) => message.mine && message.seq <= seenUpTo).at(-1)?.seq ?? null);
  return (
    <Stack gap="md">
      {groupByDay(messages, (message) => message.created_at, locale, timeZone).map((day) => (
        <section key={day.key} aria-label={day.label}>
          <Title order={2} size="h6" ta="center" c="gray.7" fw={600} mb="xs">
            {day.label}
          </Title>
          <Stack component="ol" gap="xs" style={LIST}>
            {day.items.map((message) => (
              <MessageItem
                key={message.seq}
                message={message}
                senderName={message.mine ? names.mine : names.other}
                time={timeLabel(message.created_at, locale, timeZone)}
                seen={message.seq === seenSeq}
                onAction={onAction}
              />
            ))}
          </Stack>
        </section>
      ))}
      {unsent.length > 0 && (
        <Stack component="ol" gap="xs" style={LIST}>
          {unsent.map((item) => (
            <UnsentItem
              key={item.client_id}
              item={item}
              senderName={names.mine}
              stopped={stopped}
              onRetry={onRetry}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
