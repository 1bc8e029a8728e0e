import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import type { PeriodFigures } from '@evenkeel/common/dashboards';
import { isSuppressed } from '@evenkeel/common/dashboards';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { BAND_COLORS } from '../../checkup';
import { FigureValue } from './figure-value';

const BANDS = [
  ['thriving', 'thriving_share'],
  ['room_to_improve', 'room_to_improve_share'],
  ['of_concern', 'of_concern_share'],
] as const;

/**
 * The share of people in each band as one bar in three parts, each part named beside it with
 * its value (the legend is the text alternative); withheld, it says why instead.
 */
export function BandDistribution({ figures, label }: { figures: PeriodFigures; label: string }) {
  const { t } = useTranslation();
  const shares = BANDS.map(([, name]) => figures[name]);
  const shown = shares.every((share) => !isSuppressed(share));
  return (
    <Stack gap="xs">
      {shown ? (
        <div
          role="img"
          aria-label={label}
          style={{
            display: 'flex',
            height: 20,
            borderRadius: 4,
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-2)',
          }}
        >
          {BANDS.map(([band, name]) => (
            <div
              key={band}
              style={{ width: `${(figures[name] as number) * 100}%`, background: BAND_COLORS[band] }}
            />
          ))}
        </div>
      ) : null}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {BANDS.map(([band, name]) => (
          <Group key={band} component="li" gap="xs" wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 12, height: 12, borderRadius: 2, background: BAND_COLORS[band], flex: 'none' }}
            />
            <Text size="sm">{t(`results.band.${band}`)}:</Text>
            <FigureValue figure={figures[name]} name={name} />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
