import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { InsightsView } from '../components/insights-view';

export default function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  return <InsightsView />;
}
