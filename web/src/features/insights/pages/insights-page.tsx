import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { InsightCardsSection } from '../../insight-cards';
import { InsightsView } from '../components/insights-view';

export default function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  return (
    <>
      <InsightsView />
      <InsightCardsSection />
    </>
  );
}
