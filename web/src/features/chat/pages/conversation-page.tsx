import { useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { useConversation } from '../api/use-conversation';
import { useOtherName } from '../components/conversation-row';
import { ConversationView } from '../components/conversation-view';

/** `/chat/:id`: one conversation (404 for anyone not in it). */
export default function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useConversation(id);
  const otherName = useOtherName();
  const name = query.data ? otherName(query.data) : t('chat.title');
  useDocumentTitle(name);
  return (
    <QueryView query={query}>
      {(conversation) => <ConversationView key={conversation.id} conversation={conversation} name={name} />}
    </QueryView>
  );
}
