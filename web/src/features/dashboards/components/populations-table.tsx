import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import { type FigureName, isSuppressed } from '@evenkeel/common/dashboards';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Dashboard } from '../api/use-dashboard';
import { FigureValue } from './figure-value';

const COLUMNS: FigureName[] = ['members', 'participation_rate', 'mean_score', 'of_concern_share'];

type Population = NonNullable<Dashboard['populations']>[number];

/** Every column withheld for the same reason (or no figures at all). */
function withheldRow(population: Population): boolean {
  const figures = population.period?.figures;
  if (!figures) return true;
  const reasons = new Set(
    COLUMNS.map((name) => figures[name]).map((figure) => (isSuppressed(figure) ? figure.suppressed : null)),
  );
  return reasons.size === 1 && !reasons.has(null);
}

/** An organization's groups and units in the last closed period, each linked to its own dashboard. */
export function PopulationsTable({
  populations,
  caption,
  dashboardPath,
}: {
  populations: NonNullable<Dashboard['populations']>;
  caption: string;
  dashboardPath: (slug: string) => string;
}) {
  const { t } = useTranslation();
  if (populations.length === 0) return <Text c="gray.7">{t('dashboards.populations_none')}</Text>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable rule.
    <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={caption}>
      <Table striped miw={520} data-testid="populations-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard_csv.population', { ns: 'common' })}</Table.Th>
            {COLUMNS.map((name) => (
              <Table.Th scope="col" key={name}>
                {t(`dashboard_figures.${name}`, { ns: 'common' })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {populations.map((population) => (
            <Table.Tr key={population.slug}>
              <Table.Th scope="row" fw={400} pl={population.scope === 'unit' ? 'lg' : undefined}>
                <Anchor component={Link} to={dashboardPath(population.slug)}>
                  {population.name}
                </Anchor>
                <Text size="xs" c="gray.7">
                  {t(`dashboard_scopes.${population.scope}`, { ns: 'common' })}
                </Text>
              </Table.Th>
              {withheldRow(population) ? (
                // One reason for the whole row, not the same sentence in every cell.
                <Table.Td colSpan={COLUMNS.length}>
                  <FigureValue figure={population.period?.figures?.members} name="members" />
                </Table.Td>
              ) : (
                COLUMNS.map((name) => (
                  <Table.Td key={name}>
                    <FigureValue figure={population.period?.figures?.[name]} name={name} />
                  </Table.Td>
                ))
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
