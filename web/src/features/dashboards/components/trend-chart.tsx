import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Stack, Text } from '@mantine/core';
import { AXIS_TEXT, ChartFrame } from '../../../components/chart-frame';
import { ActiveSlotLine, HealthyBalanceBand, YAxis } from '../../../components/chart-parts';
import { labelledIndexes, labelWidth, linear, linePath } from '../../../lib/chart-geometry';
import { useTranslation } from '../../../lib/i18n';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 16, bottom: 28, left: 40 };

export type TrendPoint = { label: string; tick: string; value: number | null; text: string };

/**
 * One figure across the periods (0–100): a line broken where a figure is withheld, and for the
 * score the healthy balance shaded. Keyboard users move through the periods with the arrow keys;
 * the table of all figures says the same.
 */
export function TrendChart({
  testId,
  label,
  points,
  healthyBalance = false,
}: {
  testId: string;
  label: string;
  points: TrendPoint[];
  healthyBalance?: boolean;
}) {
  const { t } = useTranslation();
  if (points.every((point) => point.value === null)) {
    return <Text c="gray.7">{t('dashboards.nothing_to_chart')}</Text>;
  }
  return (
    <ChartFrame
      testId={testId}
      label={label}
      height={HEIGHT}
      margin={MARGIN}
      count={points.length}
      details={(index) => {
        const point = points[index] as TrendPoint;
        return (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {point.label}
            </Text>
            <Text size="sm">{point.text}</Text>
          </Stack>
        );
      }}
    >
      {({ width, active, step, centre }) => {
        const y = linear([0, 100], [HEIGHT - MARGIN.bottom, MARGIN.top]);
        const right = width - MARGIN.right;
        const labelled = labelledIndexes(points.length, step, labelWidth(points.map((point) => point.tick)));
        return (
          <>
            <YAxis ticks={[0, 25, 50, 75, 100]} y={y} left={MARGIN.left} right={right} />
            {healthyBalance && <HealthyBalanceBand y={y} left={MARGIN.left} right={right} />}
            {points.map((point, index) =>
              labelled.has(index) ? (
                <text key={point.label} x={centre(index)} y={y(0) + 18} textAnchor="middle" {...AXIS_TEXT}>
                  {point.tick}
                </text>
              ) : null,
            )}
            {active !== null && <ActiveSlotLine x={centre(active)} top={MARGIN.top} bottom={y(0)} />}
            <path
              d={linePath(
                points.map((point, index) =>
                  point.value === null ? null : { x: centre(index), y: y(point.value) },
                ),
              )}
              fill="none"
              stroke="var(--mantine-color-evenkeel-7)"
              strokeWidth={2}
            />
            {points.map((point, index) =>
              point.value === null ? null : (
                <circle
                  key={point.label}
                  cx={centre(index)}
                  cy={y(point.value)}
                  r={index === active ? 6 : 4}
                  fill="var(--mantine-color-evenkeel-7)"
                  stroke="#fff"
                  strokeWidth={1}
                />
              ),
            )}
          </>
        );
      }}
    </ChartFrame>
  );
}
