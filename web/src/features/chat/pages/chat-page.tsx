import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { useConversations } from '../api/use-conversations';
import { ConversationRow } from '../components/conversation-row';
import { SafetyBanner } from '../components/safety-banner';

/** Unread conversations first, then the newest (the API's order, kept if it arrives otherwise). */
function ordered<
  T extends { last_message_at: string | null; created_at: string; meta?: { unread_count?: number } },
>(list: T[]): T[] {
  const unread = (item: T) => ((item.meta?.unread_count ?? 0) > 0 ? 1 : 0);
  const at = (item: T) => item.last_message_at ?? item.created_at;
  return [...list].sort((a, b) => unread(b) - unread(a) || at(b).localeCompare(at(a)));
}

/** `/chat`: the member's conversations, each with the other person, the last message and the unread count. */
export default function ChatPage() {
  const { t } = useTranslation();
  const query = useConversations();
  useDocumentTitle(t('chat.title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('chat.title')}</Title>
      <SafetyBanner />
      <QueryView query={query}>
        {({ conversations }) =>
          conversations.length === 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('chat.empty_title')}
              </Title>
              <Text>{t('chat.empty_body')}</Text>
            </Stack>
          ) : (
            <ul
              aria-label={t('chat.conversations_label')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {ordered(conversations).map((conversation) => (
                <ConversationRow key={conversation.id} conversation={conversation} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Stack>
  );
}
