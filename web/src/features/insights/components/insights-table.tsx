import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { WeekRow } from '../lib/weekly-series';

/** The chart's content as a table: what a screen reader (or anyone) can read week by week. */
export function InsightsTable({ rows }: { rows: WeekRow[] }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shown = rows.filter((row) => row.score !== null || row.logs.length > 0).reverse();
  return (
    // A focusable scroll box, so keyboards can scroll a wide table on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable rule.
    <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('insights.table_caption')}>
      <Table striped data-testid="insights-table" miw={420}>
        <Table.Caption>{t('insights.table_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('insights.week')}</Table.Th>
            <Table.Th scope="col">{t('insights.score')}</Table.Th>
            <Table.Th scope="col">{t('insights.band')}</Table.Th>
            <Table.Th scope="col">{t('insights.logged')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.week}>
              <Table.Th scope="row" fw={400}>
                {date.format(new Date(`${row.week}T00:00:00Z`))}
              </Table.Th>
              <Table.Td>{row.score ?? '—'}</Table.Td>
              <Table.Td>{row.band ? t(`results.band.${row.band}`) : '—'}</Table.Td>
              <Table.Td>
                {row.logs
                  .map(
                    (log) =>
                      `${t(`log_kinds.${log.kind}`)}: ${log.title} (${t('logs.impact_value', { impact: log.impact })})`,
                  )
                  .join('; ') || '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
