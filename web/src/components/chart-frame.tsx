import '@mantine/core/styles/Paper.css';
import { Paper } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { type Margin, slots } from '../lib/chart-geometry';

export type ChartLayout = {
  width: number;
  height: number;
  margin: Margin;
  /** The slot (week or day) shown in detail, under the pointer or moved to with the keys. */
  active: number | null;
  step: number;
  centre: (index: number) => number;
};

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * What both charts share: a width measured from the page (so they fit 375 px as well as a
 * desktop), one slot per week or day, and the details of one slot beside it, shown under the
 * pointer, or once the chart has focus, moved with the arrow keys (Home and End for the ends,
 * Escape to hide), and read out by screen readers as they change.
 */
export function ChartFrame({
  testId,
  label,
  height,
  margin,
  count,
  details,
  children,
}: {
  testId: string;
  /** The accessible name: what the chart shows and how to move through it. */
  label: string;
  height: number;
  margin: Margin;
  count: number;
  details: (index: number) => ReactNode;
  children: (layout: ChartLayout) => ReactNode;
}) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const { step, centre } = slots(count, [margin.left, width - margin.right]);
  const shown = active !== null && active >= 0 && active < count ? active : null;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    if (step > 0) setActive(Math.min(count - 1, Math.max(0, Math.floor((x - margin.left) / step))));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && shown !== null) {
      event.stopPropagation();
      setActive(null);
      return;
    }
    const move = KEYS[event.key];
    if (!move || count === 0) return;
    event.preventDefault();
    setActive(move(shown ?? count, count - 1));
  };
  const x = shown === null ? 0 : centre(shown);
  // Beside the slot, on whichever side has room.
  const side = x > width / 2 ? { right: width - x + 12 } : { left: x + 12 };

  return (
    <div
      ref={ref}
      data-testid={testId}
      role="application"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an application moved through with the arrow keys.
      tabIndex={0}
      className="mantine-focus-auto"
      style={{ position: 'relative', width: '100%', height, touchAction: 'pan-y' }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setActive(null)}
      onFocus={() => count > 0 && setActive((current) => current ?? count - 1)}
      onBlur={() => setActive(null)}
      onKeyDown={onKeyDown}
    >
      {width > 0 && (
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          style={{ display: 'block', overflow: 'visible' }}
        >
          {children({ width, height, margin, active: shown, step, centre })}
        </svg>
      )}
      <div
        role="status"
        style={{ position: 'absolute', top: margin.top, pointerEvents: 'none', zIndex: 1, ...side }}
      >
        {shown !== null && (
          <Paper withBorder shadow="sm" p="xs" maw={Math.min(260, Math.max(160, width - 24))}>
            {details(shown)}
          </Paper>
        )}
      </div>
    </div>
  );
}

/** The dashed lines and axis labels both charts draw, in the page's greys at 12 px. */
export const AXIS_TEXT = { fill: 'var(--mantine-color-gray-8)', fontSize: 12 } as const;
export const GRID_LINE = { stroke: 'var(--mantine-color-gray-3)', strokeDasharray: '3 3' } as const;
