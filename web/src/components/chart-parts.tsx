import { HEALTHY_BALANCE } from '@evenkeel/common/score';
import { AXIS_TEXT, GRID_LINE } from './chart-frame';

/** Pieces the SVG charts share (insights' score chart, the dashboards' trends). */

/** Horizontal grid lines with their values on the left. */
export function YAxis({
  ticks,
  y,
  left,
  right,
}: {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} {...GRID_LINE} />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
            {tick}
          </text>
        </g>
      ))}
    </>
  );
}

/** The healthy balance of the score (60–90), shaded across the chart. */
export function HealthyBalanceBand({
  y,
  left,
  right,
}: {
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return (
    <rect
      x={left}
      width={Math.max(0, right - left)}
      y={y(HEALTHY_BALANCE.max)}
      height={y(HEALTHY_BALANCE.min) - y(HEALTHY_BALANCE.max)}
      fill="var(--mantine-color-teal-1)"
      fillOpacity={0.6}
    />
  );
}

/** The vertical line at the slot shown in detail. */
export function ActiveSlotLine({ x, top, bottom }: { x: number; top: number; bottom: number }) {
  return <line x1={x} x2={x} y1={top} y2={bottom} stroke="var(--mantine-color-gray-7)" strokeWidth={1} />;
}
