import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { FigureName, PeriodFigures } from '@evenkeel/common/dashboards';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { FigureValue } from './figure-value';

const HEADLINES: FigureName[] = [
  'members',
  'participation_rate',
  'mean_score',
  'of_concern_share',
  'anxiety_positive_share',
  'depression_positive_share',
];

/** The last closed period's main figures, each on its card. */
export function HeadlineCards({ figures }: { figures: PeriodFigures }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
      {HEADLINES.map((name) => (
        // A <div> around each <dt>/<dd> pair is what a <dl> allows (axe: definition-list).
        <Paper key={name} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="gray.7" mb={4}>
            {t(`dashboard_figures.${name}`, { ns: 'common' })}
          </Text>
          <Text component="dd" m={0} data-testid={`headline-${name}`}>
            <FigureValue figure={figures[name]} name={name} size="xl" />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
