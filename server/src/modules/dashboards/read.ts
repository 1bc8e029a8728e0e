import type { dashboardPeriodSchema, dashboardPopulationSchema } from '@evenkeel/common';
import {
  type DashboardPeriod,
  isDashboardPeriod,
  isoDate,
  type PeriodFigures,
  parseIsoDate,
  periodStartOf,
  shiftPeriod,
  TREND_PERIODS,
} from '@evenkeel/common';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases, groups } from '../../db/schema';
import { invalidParameterValue } from '../../http/jsonapi';
import { emptyFigures } from './figures';
import { groupReleasedFigures, organizationReleasedFigures } from './queries';

/** Reading the stored figures: one indexed range per request, never the check-ups themselves. */

export type DashboardRange = { period: DashboardPeriod; from: Date; to: Date; current: Date };
export type PresentedPeriod = z.infer<typeof dashboardPeriodSchema>;
export type PresentedPopulation = z.infer<typeof dashboardPopulationSchema>;

/** At most two years of weeks in one answer. */
export const MAX_PERIODS = 104;

/**
 * `filter[period]` (default month), `filter[from]`/`filter[to]` (yyyy-mm-dd, any day of a period;
 * default: the current period and the 12 closed ones before it). 422 naming the parameter otherwise.
 */
export function readRange(query: Record<string, unknown>, now = new Date()): DashboardRange {
  const rawPeriod = query['filter[period]'] ?? 'month';
  if (typeof rawPeriod !== 'string' || !isDashboardPeriod(rawPeriod))
    throw invalidParameterValue('filter[period]');
  const period = rawPeriod;
  const current = periodStartOf(period, now);
  const day = (name: 'filter[from]' | 'filter[to]'): Date | undefined => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const date = typeof raw === 'string' ? parseIsoDate(raw) : undefined;
    if (!date) throw invalidParameterValue(name);
    return periodStartOf(period, date);
  };
  const askedTo = day('filter[to]');
  const to = askedTo && askedTo < current ? askedTo : current;
  const from = day('filter[from]') ?? shiftPeriod(period, to, -TREND_PERIODS);
  if (from > to) throw invalidParameterValue('filter[from]');
  if (shiftPeriod(period, from, MAX_PERIODS) <= to) throw invalidParameterValue('filter[from]');
  return { period, from, to, current };
}

/** The period starts of a range, oldest first. */
export function periodStarts(range: DashboardRange): Date[] {
  const starts: Date[] = [];
  for (let start = range.from; start <= range.to; start = shiftPeriod(range.period, start, 1))
    starts.push(start);
  return starts;
}

const lastDay = (period: DashboardPeriod, start: Date) =>
  isoDate(new Date(shiftPeriod(period, start, 1).getTime() - 86_400_000));

/**
 * A period as presented: the current one without figures, a closed one with its stored figures.
 * `figures` is only asked for when the period is released (`released` holds its start).
 */
function presentPeriod(
  range: DashboardRange,
  start: Date,
  released: Set<string>,
  figuresOf: (key: string) => PeriodFigures | null | undefined,
): PresentedPeriod {
  const key = isoDate(start);
  const base = { start: key, end: lastDay(range.period, start) };
  if (start >= range.current) return { ...base, state: 'in_progress', figures: null };
  if (!released.has(key)) {
    // Before the first period with any data nothing is released: there is nothing to show.
    const later = [...released].some((other) => other > key);
    return later
      ? { ...base, state: 'closed', figures: emptyFigures() }
      : { ...base, state: 'pending', figures: null };
  }
  return { ...base, state: 'closed', figures: figuresOf(key) ?? emptyFigures() };
}

async function releasedStarts(db: Db, range: DashboardRange): Promise<Set<string>> {
  const rows = await db
    .select({ start: dashboardReleases.periodStart })
    .from(dashboardReleases)
    .where(
      and(
        eq(dashboardReleases.period, range.period),
        between(dashboardReleases.periodStart, isoDate(range.from), isoDate(range.to)),
      ),
    );
  return new Set(rows.map((row) => row.start));
}

/** One population's periods: an organization (`groupId` null) or a group or unit. */
export async function populationPeriods(
  db: Db,
  node: { organizationId: number; groupId: number | null },
  range: DashboardRange,
): Promise<PresentedPeriod[]> {
  // The range's releases and the population's figures in one prepared statement.
  const params = { period: range.period, from: isoDate(range.from), to: isoDate(range.to) };
  const rows =
    node.groupId === null
      ? await organizationReleasedFigures(db, node.organizationId, params)
      : await groupReleasedFigures(db, node.groupId, params);
  const released = new Set(rows.map((row) => row.start));
  const stored = new Map(rows.map((row) => [row.start, row.figures]));
  return periodStarts(range).map((start) => presentPeriod(range, start, released, (key) => stored.get(key)));
}

const parent = alias(groups, 'parent');

/**
 * An organization's groups and units, each with the last closed period of the range (a whole
 * trend for each of hundreds of groups would weigh megabytes; each group's page has its trend).
 * The organization's document is cached whole between releases (document-cache.ts); this runs
 * on a miss and for the CSV.
 */
export async function organizationPopulations(
  db: Db,
  organizationId: number,
  range: DashboardRange,
): Promise<PresentedPopulation[]> {
  const lastClosed = range.to < range.current ? range.to : shiftPeriod(range.period, range.current, -1);
  const shown = lastClosed >= range.from ? lastClosed : undefined;
  const released = shown ? await releasedStarts(db, { ...range, from: shown, to: shown }) : new Set<string>();
  // Every row shows the same period: its dates and state are worked out once (they were 1,250
  // times per request), and only a released period takes each row's figures.
  const frame: PresentedPeriod | null = shown ? presentPeriod(range, shown, released, () => null) : null;
  const withFigures = shown !== undefined && released.has(isoDate(shown));
  // The groups are put in order alone (names compared by locale), then their figures joined:
  // sorting 1,250 rows that carried their figures was most of the statement's time.
  const ordered = db.$with('ordered').as(
    db
      .select({
        id: groups.id,
        slug: groups.slug,
        name: groups.name,
        parentSlug: sql<string | null>`${parent.slug}`.as('parent_slug'),
        position: sql<number>`row_number() over (order by
          coalesce(${parent.name}, ${groups.name}) asc,
          coalesce(${groups.parentId}, ${groups.id}) asc,
          ${groups.parentId} asc nulls first,
          ${groups.name} asc,
          ${groups.id} asc)`.as('position'),
      })
      .from(groups)
      .leftJoin(parent, eq(parent.id, groups.parentId))
      .where(eq(groups.organizationId, organizationId)),
  );
  // Each group, then its units; groups of the same name stay apart (their ids differ).
  const rows = await db
    .with(ordered)
    .select({
      slug: ordered.slug,
      name: ordered.name,
      parentSlug: ordered.parentSlug,
      figures: dashboardFigures.figures,
    })
    .from(ordered)
    .leftJoin(
      dashboardFigures,
      and(
        eq(dashboardFigures.groupId, ordered.id),
        eq(dashboardFigures.period, range.period),
        eq(dashboardFigures.periodStart, withFigures ? isoDate(shown) : '0001-01-01'),
      ),
    )
    .orderBy(asc(ordered.position));
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    scope: row.parentSlug === null ? 'group' : 'unit',
    parent_slug: row.parentSlug,
    period:
      frame && withFigures
        ? { start: frame.start, end: frame.end, state: frame.state, figures: row.figures ?? emptyFigures() }
        : frame,
  }));
}

/** Every group's and unit's periods of an organization over the range, by slug (the CSV download). */
export async function groupsPeriods(
  db: Db,
  organizationId: number,
  range: DashboardRange,
): Promise<Map<string, PresentedPeriod[]>> {
  const [released, rows] = await Promise.all([
    releasedStarts(db, range),
    db
      .select({ slug: groups.slug, start: dashboardFigures.periodStart, figures: dashboardFigures.figures })
      .from(dashboardFigures)
      .innerJoin(groups, eq(groups.id, dashboardFigures.groupId))
      .where(
        and(
          eq(dashboardFigures.organizationId, organizationId),
          eq(dashboardFigures.period, range.period),
          between(dashboardFigures.periodStart, isoDate(range.from), isoDate(range.to)),
        ),
      ),
  ]);
  const stored = new Map<string, Map<string, PeriodFigures>>();
  for (const row of rows) {
    const bySlug = stored.get(row.slug) ?? new Map<string, PeriodFigures>();
    bySlug.set(row.start, row.figures);
    stored.set(row.slug, bySlug);
  }
  const starts = periodStarts(range);
  const result = new Map<string, PresentedPeriod[]>();
  const none = new Map<string, PeriodFigures>();
  const slugs = await db
    .select({ slug: groups.slug })
    .from(groups)
    .where(eq(groups.organizationId, organizationId));
  for (const { slug } of slugs) {
    result.set(
      slug,
      starts.map((start) =>
        presentPeriod(range, start, released, (key) => (stored.get(slug) ?? none).get(key)),
      ),
    );
  }
  return result;
}
