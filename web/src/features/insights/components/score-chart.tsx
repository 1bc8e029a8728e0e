import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { HEALTHY_BALANCE } from '@evenkeel/common/score';
import { Paper, Stack, Text } from '@mantine/core';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../../lib/i18n';
import { BAND_COLORS } from '../../checkup';
import type { WeekRow } from '../lib/weekly-series';

const KIND_COLORS = {
  life_event: 'var(--mantine-color-blue-8)',
  ailment: 'var(--mantine-color-grape-8)',
  activity: 'var(--mantine-color-cyan-9)',
} as const;

/**
 * Weekly scores (dots in their band's colour, gaps where no check-up was done), the healthy
 * balance shaded, and logged items as markers along the bottom. Keyboard users move through
 * the weeks with the arrow keys (recharts' accessibility layer); the table beside it says the
 * same for screen readers.
 */
export function ScoreChart({ rows }: { rows: WeekRow[] }) {
  const { t, i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const formatWeek = (week: string) => short.format(new Date(`${week}T00:00:00Z`));
  return (
    <div style={{ width: '100%', height: 300 }} data-testid="score-chart">
      <ResponsiveContainer>
        <ComposedChart data={rows} margin={{ top: 10, right: 16, bottom: 0, left: -16 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <ReferenceArea
            y1={HEALTHY_BALANCE.min}
            y2={HEALTHY_BALANCE.max}
            fill="var(--mantine-color-teal-1)"
            fillOpacity={0.6}
            ifOverflow="extendDomain"
          />
          <XAxis
            dataKey="week"
            tickFormatter={formatWeek}
            minTickGap={24}
            tick={{ fill: 'var(--mantine-color-gray-8)', fontSize: 12 }}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={{ fill: 'var(--mantine-color-gray-8)', fontSize: 12 }}
          />
          <Tooltip
            content={({ active, payload }) => {
              const row = active ? (payload?.[0]?.payload as WeekRow | undefined) : undefined;
              return row ? (
                <WeekDetails row={row} label={t('insights.week_of', { date: formatWeek(row.week) })} />
              ) : null;
            }}
          />
          <Line
            dataKey="score"
            name={t('insights.score')}
            stroke="var(--mantine-color-gray-7)"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
            dot={({ cx, cy, payload, index }) =>
              payload.band ? (
                <circle
                  key={index}
                  cx={cx}
                  cy={cy}
                  r={5}
                  fill={BAND_COLORS[payload.band as keyof typeof BAND_COLORS]}
                  stroke="#fff"
                />
              ) : (
                <g key={index} />
              )
            }
          />
          <Scatter
            dataKey="marker"
            name={t('insights.logged')}
            isAnimationActive={false}
            shape={({ cx, cy, payload }: { cx?: number; cy?: number; payload?: WeekRow }) => {
              const kind = payload?.logs[0]?.kind ?? 'life_event';
              // Weeks with nothing logged have no marker (recharts still calls the shape for them).
              if (cx === undefined || cy === undefined || !payload || payload.marker === null) return <g />;
              return (
                <path
                  d={`M${cx},${cy - 7} L${cx + 6},${cy + 4} L${cx - 6},${cy + 4} Z`}
                  fill={KIND_COLORS[kind]}
                />
              );
            }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

function WeekDetails({ row, label }: { row: WeekRow; label: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" p="xs" maw={260}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">
          {row.score === null || !row.band
            ? t('insights.no_checkup')
            : `${t('insights.score')}: ${row.score} · ${t(`results.band.${row.band}`)}`}
        </Text>
        {row.logs.map((log) => (
          <Text size="sm" key={`${log.kind}-${log.id}`}>
            {t(`log_kinds.${log.kind}`)}: {log.title} ({t('logs.impact_value', { impact: log.impact })})
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export { KIND_COLORS };
