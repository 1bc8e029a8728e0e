import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { DASHBOARD_LIFE_AREAS, type DashboardPeriod, FIGURE_NAMES } from '@evenkeel/common/dashboards';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Dashboard } from '../api/use-dashboard';
import { periodName } from '../lib/format';
import { FigureValue } from './figure-value';

/** Every figure of every closed period, newest first: the charts' table alternative. */
export function FiguresTable({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const periods = dashboard.periods.filter((period) => period.figures !== null).reverse();
  const name = (start: string) => periodName(dashboard.period as DashboardPeriod, start, t, i18n.language);
  return (
    // A focusable scroll box, so keyboards can scroll a wide table on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable rule.
    <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('dashboards.table_caption')}>
      <Table striped miw={360} data-testid="figures-table">
        <Table.Caption>{t('dashboards.table_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboards.period_label')}</Table.Th>
            {periods.map((period) => (
              <Table.Th scope="col" key={period.start}>
                {name(period.start)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FIGURE_NAMES.map((figure) => (
            <Table.Tr key={figure}>
              <Table.Th scope="row" fw={400}>
                {t(`dashboard_figures.${figure}`, { ns: 'common' })}
              </Table.Th>
              {periods.map((period) => (
                <Table.Td key={period.start}>
                  <FigureValue figure={period.figures?.[figure]} name={figure} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {DASHBOARD_LIFE_AREAS.map((area) => (
            <Table.Tr key={area}>
              <Table.Th scope="row" fw={400}>
                {t(`dashboard_life_areas.${area}`, { ns: 'common' })}
              </Table.Th>
              {periods.map((period) => (
                <Table.Td key={period.start}>
                  <FigureValue figure={period.figures?.life_areas[area]} name="life_area" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
