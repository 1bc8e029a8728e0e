/**
 * The little geometry the charts need (insights, dashboards), instead of a charting library (recharts and its
 * Redux, Immer, decimal.js and d3 were 93 kB of brotli): the charts are SVG drawn from these.
 */

export type Margin = { top: number; right: number; bottom: number; left: number };

/** Maps [d0, d1] onto [r0, r1] in a straight line. */
export function linear([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  return (value: number) => r0 + ((value - d0) / (d1 - d0 || 1)) * (r1 - r0);
}

/** The centre of each of `count` equal slots across [start, end], and a slot's width. */
export function slots(count: number, [start, end]: [number, number]) {
  const step = count > 0 ? (end - start) / count : 0;
  return { step, centre: (index: number) => start + step * (index + 0.5) };
}

/** A line through the points, broken where a point is missing (a week without a check-up). */
export function linePath(points: ({ x: number; y: number } | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/**
 * Whole-number ticks from 0 covering `max` in at most about five steps of 1, 2 or 5 times a
 * power of ten (counts of impact points: no fractions).
 */
export function integerTicks(max: number): number[] {
  if (max <= 0) return [0, 1, 2, 3, 4];
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((factor) => factor * magnitude).find((candidate) => max / candidate <= 4);
    if (found) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/**
 * Which of `count` slot labels to draw so none overlap: every n-th, always the last (the most
 * recent), for labels about `labelWidth` pixels wide in slots `step` pixels apart.
 */
export function labelledIndexes(count: number, step: number, labelWidth: number): Set<number> {
  const every = Math.max(1, Math.ceil((labelWidth + 12) / Math.max(step, 1)));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}

/** A label's width at the charts' 12 px, near enough to space them. */
export const labelWidth = (labels: string[]) => Math.max(0, ...labels.map((label) => label.length)) * 7;
