import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { MessageButton } from '../../chat';
import { InsightsView } from '../../insights';

/**
 * A connection's (or reporter's) dashboard path: their insights, read-only, when the sharing
 * policy lets the viewer see them; the server answers 404 otherwise. Sharing is a relationship
 * that allows chat: "Message" opens the conversation with them.
 */
export default function PersonPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  useDocumentTitle(t('people.title'));
  return (
    <>
      <InsightsView slug={slug} />
      <Group mt="md">
        <MessageButton userId={slug} />
      </Group>
    </>
  );
}
