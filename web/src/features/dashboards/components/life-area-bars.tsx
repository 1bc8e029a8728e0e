import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { DASHBOARD_LIFE_AREAS, isSuppressed, type PeriodFigures } from '@evenkeel/common/dashboards';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { FigureValue } from './figure-value';

/** Each life area's mean out of 10 as a bar, with its value written beside it. */
export function LifeAreaBars({ figures }: { figures: PeriodFigures }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {DASHBOARD_LIFE_AREAS.map((area) => {
        const figure = figures.life_areas[area];
        return (
          <Stack key={area} gap={2} component="li">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t(`dashboard_life_areas.${area}`, { ns: 'common' })}</Text>
              <FigureValue figure={figure} name="life_area" />
            </Group>
            {!isSuppressed(figure) && (
              <div
                aria-hidden="true"
                style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)' }}
              >
                <div
                  style={{
                    width: `${figure * 10}%`,
                    height: '100%',
                    borderRadius: 4,
                    background: 'var(--mantine-color-evenkeel-7)',
                  }}
                />
              </div>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
