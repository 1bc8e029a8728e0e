import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { InsightCardsSection } from '../../insight-cards';
import { InsightsView } from '../components/insights-view';

// Below the page's own content, loaded after it (issue 32 §5).
const ShareLinksSection = lazy(() =>
  import('../../share-links').then((m) => ({ default: m.ShareLinksSection })),
);

export default function InsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.title'));
  return (
    <Stack gap="lg">
      <InsightsView />
      <InsightCardsSection />
      <Suspense fallback={null}>
        <ShareLinksSection />
      </Suspense>
    </Stack>
  );
}
