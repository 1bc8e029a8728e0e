import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Avatar, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { CallControls } from '../../calls';
import type { Conversation } from '../api/types';
import { useBlock } from '../api/use-block';
import { useUpdateConversation } from '../api/use-update-conversation';
import { ChatDialog } from './chat-dialog';

/**
 * The conversation's header: back to the list, the other person (the page's h1), then what the
 * API allows: end the chat session or start it again, block or unblock (with confirmation).
 * The call controls of features/calls mount in the `call-slot` group, beside the name.
 */
export function ConversationHeader({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const block = useBlock(conversation.id);
  const update = useUpdateConversation(conversation.id);
  const [asked, setAsked] = useState<'block' | 'unblock' | null>(null);
  const userId = conversation.participant?.id;
  const ended = conversation.session_ended_at !== null;

  const confirmBlock = () => {
    if (!userId || !asked) return;
    const blocking = asked === 'block';
    block.mutate(
      { userId, block: blocking },
      {
        onSuccess: () => {
          showToast('success', t(blocking ? 'chat.blocked' : 'chat.unblocked', { name }));
          setAsked(null);
          focusOutcome(`[data-chat-action="${blocking ? 'unblock' : 'block'}"]`);
        },
        onError: (error) => {
          reportApiError(error, translate);
          setAsked(null);
        },
      },
    );
  };

  const toggleSession = () =>
    update.mutate(
      { session_ended: !ended },
      {
        onSuccess: () => {
          showToast('success', t(ended ? 'chat.session_started_toast' : 'chat.session_ended_toast'));
          focusOutcome(`[data-chat-action="${ended ? 'end' : 'start'}"]`);
        },
        onError: (error) => reportApiError(error, translate),
      },
    );

  return (
    <Group justify="space-between" gap="sm" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.chat} size="sm">
          {t('chat.back')}
        </Anchor>
        <Group gap="sm" wrap="nowrap" mt={4}>
          <Avatar src={conversation.other_picture_url} alt="" radius="xl" color="evenkeel">
            {conversation.other_name ? initials(conversation.other_name) : '?'}
          </Avatar>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
        </Group>
      </div>
      <Group gap="xs" wrap="wrap" data-slot="call-slot" style={{ minWidth: 0, maxWidth: '100%' }}>
        <CallControls conversation={conversation} />
        {can(conversation, 'end_session') && (
          <Button
            variant="default"
            size="compact-md"
            data-chat-action={ended ? 'start' : 'end'}
            h="auto"
            mih={30}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            loading={update.isPending}
            onClick={toggleSession}
          >
            {ended ? t('chat.start_again') : t('chat.end_session')}
          </Button>
        )}
        {can(conversation, 'block') && userId && (
          <Button
            variant="default"
            color="red.9"
            size="compact-md"
            data-chat-action="block"
            onClick={() => setAsked('block')}
          >
            {t('chat.block')}
          </Button>
        )}
        {can(conversation, 'unblock') && userId && (
          <Button
            variant="default"
            size="compact-md"
            data-chat-action="unblock"
            onClick={() => setAsked('unblock')}
          >
            {t('chat.unblock')}
          </Button>
        )}
      </Group>
      <ChatDialog
        opened={asked !== null}
        title={t(asked === 'unblock' ? 'chat.unblock_title' : 'chat.block_title', { name })}
        confirmLabel={t(asked === 'unblock' ? 'chat.unblock' : 'chat.block')}
        danger={asked === 'block'}
        busy={block.isPending}
        onConfirm={confirmBlock}
        onClose={() => setAsked(null)}
      >
        {t(asked === 'unblock' ? 'chat.unblock_question' : 'chat.block_question')}
      </ChatDialog>
    </Group>
  );
}
