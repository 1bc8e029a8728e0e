import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import type { Conversation } from '../api/types';

/** The other person's name, or "Deleted account" once their account is gone. */
export function useOtherName(): (conversation: Conversation) => string {
  const { t } = useTranslation();
  return (conversation) => conversation.other_name ?? t('chat.deleted_account');
}

/** What the list shows of the last message: its text as plain text, "You: …" for one's own. */
function LastMessage({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  let text: string;
  if (!conversation.last_message_at) text = t('chat.no_messages');
  else if (conversation.last_message_body === null) text = t('chat.deleted');
  else if (conversation.last_message_mine)
    text = t('chat.last_mine', { body: conversation.last_message_body });
  else text = conversation.last_message_body;
  return (
    <Text size="sm" c="gray.7" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** One conversation in the list: picture, name (the link), last message, unread count. */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const otherName = useOtherName();
  const name = otherName(conversation);
  const unread = conversation.meta?.unread_count ?? 0;
  return (
    <Group component="li" wrap="nowrap" gap="sm" py="sm" justify="space-between">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Avatar src={conversation.other_picture_url} alt="" radius="xl" color="evenkeel">
          {conversation.other_name ? initials(conversation.other_name) : '?'}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={generatePath(paths.conversation, { id: conversation.id })}
            fw={unread > 0 ? 700 : 600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
          <LastMessage conversation={conversation} />
        </div>
      </Group>
      {unread > 0 && (
        <Badge
          color="evenkeel.9"
          variant="filled"
          circle={unread < 10}
          aria-label={t('chat.unread', { count: unread })}
        >
          {unread}
        </Badge>
      )}
    </Group>
  );
}
