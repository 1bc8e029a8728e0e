import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Stack, Text } from '@mantine/core';
import { AXIS_TEXT, ChartFrame, GRID_LINE } from '../../../components/chart-frame';
import { ActiveSlotLine, HealthyBalanceBand, YAxis } from '../../../components/chart-parts';
import { labelledIndexes, labelWidth, linear, linePath } from '../../../lib/chart-geometry';
import { useTranslation } from '../../../lib/i18n';
import { BAND_COLORS } from '../../checkup';
import type { WeekRow } from '../lib/weekly-series';

const KIND_COLORS = {
  life_event: 'var(--mantine-color-blue-8)',
  ailment: 'var(--mantine-color-grape-8)',
  activity: 'var(--mantine-color-cyan-9)',
} as const;

const HEIGHT = 300;
const MARGIN = { top: 10, right: 16, bottom: 28, left: 36 };
const Y_TICKS = [0, 25, 50, 75, 100];

/**
 * Weekly scores (dots in their band's colour, gaps where no check-up was done), the healthy
 * balance shaded, and logged items as markers along the bottom. Keyboard users move through
 * the weeks with the arrow keys (chart-frame.tsx); the table beside it says the same.
 */
export function ScoreChart({ rows }: { rows: WeekRow[] }) {
  const { t, i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const formatWeek = (week: string) => short.format(new Date(`${week}T00:00:00Z`));
  const labels = rows.map((row) => formatWeek(row.week));
  return (
    <ChartFrame
      testId="score-chart"
      label={t('insights.chart_label')}
      height={HEIGHT}
      margin={MARGIN}
      count={rows.length}
      details={(index) => {
        const row = rows[index] as WeekRow;
        return <WeekDetails row={row} label={t('insights.week_of', { date: labels[index] })} />;
      }}
    >
      {({ width, active, step, centre }) => {
        const y = linear([0, 100], [HEIGHT - MARGIN.bottom, MARGIN.top]);
        const right = width - MARGIN.right;
        const labelled = labelledIndexes(rows.length, step, labelWidth(labels));
        return (
          <>
            <YAxis ticks={Y_TICKS} y={y} left={MARGIN.left} right={right} />
            <HealthyBalanceBand y={y} left={MARGIN.left} right={right} />
            {rows.map((row, index) =>
              labelled.has(index) ? (
                <g key={row.week}>
                  <line x1={centre(index)} x2={centre(index)} y1={MARGIN.top} y2={y(0)} {...GRID_LINE} />
                  <text x={centre(index)} y={y(0) + 18} textAnchor="middle" {...AXIS_TEXT}>
                    {labels[index]}
                  </text>
                </g>
              ) : null,
            )}
            {active !== null && <ActiveSlotLine x={centre(active)} top={MARGIN.top} bottom={y(0)} />}
            <path
              d={linePath(
                rows.map((row, index) => (row.score === null ? null : { x: centre(index), y: y(row.score) })),
              )}
              fill="none"
              stroke="var(--mantine-color-gray-7)"
              strokeWidth={2}
            />
            {rows.map((row, index) =>
              row.score !== null && row.band ? (
                <circle
                  key={row.week}
                  cx={centre(index)}
                  cy={y(row.score)}
                  r={index === active ? 7 : 5}
                  fill={BAND_COLORS[row.band]}
                  stroke={index === active ? 'var(--mantine-color-gray-9)' : '#fff'}
                  strokeWidth={index === active ? 2 : 1}
                />
              ) : null,
            )}
            {rows.map((row, index) => {
              const kind = row.logs[0]?.kind;
              if (row.marker === null || !kind) return null;
              const [cx, cy] = [centre(index), y(row.marker)];
              return (
                <path
                  key={row.week}
                  d={`M${cx},${cy - 7} L${cx + 6},${cy + 4} L${cx - 6},${cy + 4} Z`}
                  fill={KIND_COLORS[kind]}
                />
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}

function WeekDetails({ row, label }: { row: WeekRow; label: string }) {
  const { t } = useTranslation();
  return (
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
  );
}

export { KIND_COLORS };
