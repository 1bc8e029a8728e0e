import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { LOG_KINDS } from '@evenkeel/common/logs';
import { Group, Stack, Text } from '@mantine/core';
import { AXIS_TEXT, ChartFrame, GRID_LINE } from '../../../components/chart-frame';
import { integerTicks, labelledIndexes, labelWidth, linear } from '../../../lib/chart-geometry';
import { useTranslation } from '../../../lib/i18n';
import type { TrendDay } from '../api/use-insights';
import { KIND_COLORS } from './score-chart';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 16, bottom: 28, left: 32 };

/**
 * The last 10 days of logged impacts, stacked by kind (spec §9: the trend chart covers 10 days),
 * with a legend; its details show under the pointer or with the arrow keys (chart-frame.tsx).
 */
export function ImpactTrendChart({ days }: { days: TrendDay[] }) {
  const { t, i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const labels = days.map((day) => short.format(new Date(`${day.date}T00:00:00Z`)));
  const ticks = integerTicks(
    Math.max(0, ...days.map((day) => LOG_KINDS.reduce((sum, kind) => sum + (day[kind] ?? 0), 0))),
  );
  return (
    <Stack gap="xs">
      <ChartFrame
        testId="impact-trend-chart"
        label={t('insights.trend_chart_label')}
        height={HEIGHT}
        margin={MARGIN}
        count={days.length}
        details={(index) => (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {labels[index]}
            </Text>
            {LOG_KINDS.map((kind) => (
              <Text size="sm" key={kind} style={{ color: KIND_COLORS[kind] }}>
                {t(`log_kinds.${kind}`)}: {days[index]?.[kind] ?? 0}
              </Text>
            ))}
          </Stack>
        )}
      >
        {({ width, active, step, centre }) => {
          const y = linear([0, ticks.at(-1) as number], [HEIGHT - MARGIN.bottom, MARGIN.top]);
          const right = width - MARGIN.right;
          const labelled = labelledIndexes(days.length, step, labelWidth(labels));
          const barWidth = Math.max(2, step * 0.7);
          return (
            <>
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={MARGIN.left} x2={right} y1={y(tick)} y2={y(tick)} {...GRID_LINE} />
                  <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                    {tick}
                  </text>
                </g>
              ))}
              {active !== null && (
                <rect
                  x={centre(active) - step / 2}
                  width={step}
                  y={MARGIN.top}
                  height={y(0) - MARGIN.top}
                  fill="var(--mantine-color-gray-2)"
                />
              )}
              {days.map((day, index) => {
                let base = 0;
                return (
                  <g key={day.date}>
                    {labelled.has(index) && (
                      <text x={centre(index)} y={y(0) + 18} textAnchor="middle" {...AXIS_TEXT}>
                        {labels[index]}
                      </text>
                    )}
                    {LOG_KINDS.map((kind) => {
                      const value = day[kind] ?? 0;
                      if (value <= 0) return null;
                      const top = y(base + value);
                      const bar = (
                        <rect
                          key={kind}
                          x={centre(index) - barWidth / 2}
                          width={barWidth}
                          y={top}
                          height={y(base) - top}
                          fill={KIND_COLORS[kind]}
                        />
                      );
                      base += value;
                      return bar;
                    })}
                  </g>
                );
              })}
            </>
          );
        }}
      </ChartFrame>
      <Group gap="md" justify="center" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {LOG_KINDS.map((kind) => (
          <Group key={kind} component="li" gap={6} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 12, height: 12, borderRadius: 2, background: KIND_COLORS[kind], flex: 'none' }}
            />
            <Text size="sm">{t(`log_kinds.${kind}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
