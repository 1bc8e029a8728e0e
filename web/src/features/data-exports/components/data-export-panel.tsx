import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import { type DataExport, useMyDataExports, useRequestDataExport } from '../api/use-data-exports';
import { fileUrl, formatDate, formatDateTime, formatSize, STATUS_KEYS } from './export-words';

const LIST_TITLE = 'data-exports-title';

/**
 * "Your data" on the account page (issue 30): what an export holds, "Request my data" when the
 * server says the member may ask now (`meta.can_request`), and their exports with their status in
 * words and Download while the file is kept (`can(export, 'download')`).
 */
export function DataExportPanel() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const query = useMyDataExports();
  const request = useRequestDataExport();

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (created) => {
        showToast('success', t('data_exports.requested'));
        // The new export heads the list: focus goes to it (decision 0018).
        focusOutcome(`#data-export-${created.id}`);
      },
      onError: (error) => reportApiError(error, translate),
    });

  return (
    <Stack gap="md">
      <Title order={2}>{t('data_exports.title')}</Title>
      <Text>{t('data_exports.intro')}</Text>
      <Text>{t('data_exports.formats')}</Text>
      <Text>{t('data_exports.rules')}</Text>
      <QueryView query={query}>
        {({ exports, canRequest, nextRequestAt }) => (
          <Stack gap="md">
            {canRequest ? (
              <Group>
                <Button onClick={ask} loading={request.isPending}>
                  {t('data_exports.request')}
                </Button>
              </Group>
            ) : (
              nextRequestAt && (
                <Text c="dimmed">{t('data_exports.next_at', { at: formatDateTime(nextRequestAt) })}</Text>
              )
            )}
            <section aria-labelledby={LIST_TITLE}>
              <Stack gap="sm">
                <Title order={3} id={LIST_TITLE} tabIndex={-1}>
                  {t('data_exports.list_title')}
                </Title>
                {exports.length === 0 ? (
                  <Text c="dimmed">{t('data_exports.empty')}</Text>
                ) : (
                  <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                    {exports.map((item) => (
                      <ExportItem key={item.id} item={item} />
                    ))}
                  </Stack>
                )}
              </Stack>
            </section>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** After a download starts, the list is asked again a moment later: it now says "Downloaded". */
const REFRESH_AFTER_DOWNLOAD_MS = 1_500;

function ExportItem({ item }: { item: DataExport }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const date = formatDate(item.requested_at);
  return (
    <Card component="li" withBorder padding="md" id={`data-export-${item.id}`} tabIndex={-1}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('data_exports.item_title', { date })}</Text>
          <Badge variant="light" color={item.status === 'failed' ? 'red' : 'evenkeel'}>
            {t(STATUS_KEYS[item.status])}
          </Badge>
        </Group>
        <Text size="sm">
          {item.requested_by_member
            ? t('data_exports.asked_by_you', { date })
            : t('data_exports.asked_by_admin', {
                date,
                name: item.requested_by_name,
                reason: item.reason ?? '',
              })}
        </Text>
        {item.expires_at && (item.status === 'ready' || item.status === 'delivered') && (
          <Text size="sm">{t('data_exports.kept_until', { date: formatDate(item.expires_at) })}</Text>
        )}
        {item.size_bytes !== null && (
          <Text size="sm">{t('data_exports.size', { size: formatSize(item.size_bytes) })}</Text>
        )}
        {can(item, 'download') && (
          <Group>
            <Button
              component="a"
              href={fileUrl(item.id)}
              download
              onClick={() =>
                window.setTimeout(
                  () => void queryClient.invalidateQueries({ queryKey: queryKeys.dataExports.mine }),
                  REFRESH_AFTER_DOWNLOAD_MS,
                )
              }
              aria-label={t('data_exports.download_named', { date })}
            >
              {t('data_exports.download')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
