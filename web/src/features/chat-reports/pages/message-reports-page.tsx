import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import { useCurrentUser } from '../../session';
import { type MessageReport, useCloseMessageReport, useMessageReports } from '../api/use-message-reports';
import { ReportCard, reportHeadingId } from '../components/report-card';

/**
 * Platform administration: reported chat messages, open first (issue 29). Each shows only what
 * was copied when it was reported; nothing else of the conversation reaches this page.
 */
export default function MessageReportsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const query = useMessageReports(user.platform_admin);
  const close = useCloseMessageReport();
  useDocumentTitle(t('chat_reports.title'));
  if (!user.platform_admin) return <NotFoundPage />;

  const closeReport = (report: MessageReport) =>
    close.mutate(report, {
      onSuccess: () => {
        showToast('success', t('chat_reports.closed_toast'));
        // Close is gone from the closed report: focus goes to its heading (decision 0018).
        focusOutcome(`#${reportHeadingId(report.id)}`);
      },
      onError: () => showToast('danger', t('chat_reports.close_failed')),
    });

  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>{t('chat_reports.title')}</Title>
      <Text>{t('chat_reports.intro')}</Text>
      <QueryView query={query}>
        {(reports) =>
          reports.length === 0 ? (
            <Text c="dimmed">{t('chat_reports.empty')}</Text>
          ) : (
            <Stack gap="md">
              {reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  closing={close.isPending && close.variables?.id === report.id}
                  onClose={() => closeReport(report)}
                />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
