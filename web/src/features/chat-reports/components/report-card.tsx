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
import { can } from '../../../lib/abilities';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import type { MessageReport } from '../api/use-message-reports';
import classes from './report-card.module.css';

const formatTime = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );

/** The id of a report's heading, where focus goes once it is closed. */
export const reportHeadingId = (id: string) => `report-${id.replace(/[^\w-]/g, '')}`;

/**
 * One report: who reported it and when, their note, then the copied messages with the reported
 * one marked (in words as well as by its border, for screen readers), and Close when allowed.
 */
export function ReportCard({
  report,
  closing,
  onClose,
}: {
  report: MessageReport;
  closing: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = reportHeadingId(report.id);
  const reported = formatTime(report.created_at);
  return (
    <Card component="article" withBorder aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId} tabIndex={-1}>
            {report.reporter_name
              ? t('chat_reports.reported_by', { name: report.reporter_name, date: reported })
              : t('chat_reports.reported_by_unknown', { date: reported })}
          </Title>
          <Badge color={report.state === 'open' ? 'red.9' : 'gray.7'} variant="filled">
            {t(`chat_reports.${report.state}`)}
          </Badge>
        </Group>
        {report.closed_at && (
          <Text size="sm" c="dimmed">
            {t('chat_reports.closed_on', { date: formatTime(report.closed_at) })}
          </Text>
        )}
        <div>
          <Text fw={600}>{t('chat_reports.note')}</Text>
          <Text className={classes.text}>{report.note || t('chat_reports.no_note')}</Text>
        </div>
        <Text fw={600}>{t('chat_reports.excerpt')}</Text>
        <ol className={classes.excerpt}>
          {report.excerpt.map((message) => (
            <li key={message.seq} className={message.reported ? classes.reported : classes.message}>
              {message.reported && (
                <Text size="sm" fw={700}>
                  {t('chat_reports.reported_message')}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {message.sender_name ?? t('chat_reports.deleted_account')} · {formatTime(message.created_at)}
              </Text>
              <Text className={classes.text}>{message.body ?? t('chat_reports.deleted_message')}</Text>
            </li>
          ))}
        </ol>
        {can(report, 'close') && (
          <Button w="fit-content" loading={closing} onClick={onClose}>
            {t('chat_reports.close')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
