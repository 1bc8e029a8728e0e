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
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases, groups } from '../../db/schema';
import { invalidParameterValue } from '../../http/jsonapi';
import { emptyFigures } from './figures';

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

/** A period as presented: the current one without figures, a closed one with its stored figures. */
function presentPeriod(
  range: DashboardRange,
  start: Date,
  released: Set<string>,
  stored: Map<string, PeriodFigures>,
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
  return { ...base, state: 'closed', figures: stored.get(key) ?? emptyFigures() };
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
  const [released, rows] = await Promise.all([
    releasedStarts(db, range),
    db
      .select({ start: dashboardFigures.periodStart, figures: dashboardFigures.figures })
      .from(dashboardFigures)
      .where(
        and(
          node.groupId === null
            ? and(eq(dashboardFigures.organizationId, node.organizationId), isNull(dashboardFigures.groupId))
            : eq(dashboardFigures.groupId, node.groupId),
          eq(dashboardFigures.period, range.period),
          between(dashboardFigures.periodStart, isoDate(range.from), isoDate(range.to)),
        ),
      ),
  ]);
  const stored = new Map(rows.map((row) => [row.start, row.figures]));
  return periodStarts(range).map((start) => presentPeriod(range, start, released, stored));
}

const parent = alias(groups, 'parent');

/**
 * An organization's groups and units, each with the last closed period of the range (a whole
 * trend for each of hundreds of groups would weigh megabytes; each group's page has its trend).
 * Kept per process between releases: reading and parsing 1,250 rows of figures cost about 20 ms
 * of database and 40 ms of server time per request (bench/README.md, "Dashboards").
 */
export async function organizationPopulations(
  db: Db,
  organizationId: number,
  range: DashboardRange,
): Promise<PresentedPopulation[]> {
  // Released figures never change: what can change the list is a new release, or a group
  // created, renamed or deleted. Those make the key; the list itself is read once per key.
  const version = (await db.execute(sql`
    select (select max(released_at) from dashboard_releases where period = ${range.period})::text as released,
      (select count(*) || ' ' || coalesce(max(updated_at)::text, '') from groups where organization_id = ${organizationId}) as groups
  `)) as unknown as { rows: { released: string | null; groups: string }[] };
  const key = [
    organizationId,
    range.period,
    isoDate(range.from),
    isoDate(range.to),
    isoDate(range.current),
    version.rows[0]?.released,
    version.rows[0]?.groups,
  ].join('|');
  const cached = populationsCache.get(key);
  if (cached) return cached;
  const populations = await readPopulations(db, organizationId, range);
  if (populationsCache.size >= POPULATIONS_CACHE_SIZE) {
    populationsCache.delete(populationsCache.keys().next().value as string);
  }
  populationsCache.set(key, populations);
  return populations;
}

/** A few organizations' lists per process: each is up to ~1,250 groups and units (under 1 MB). */
const POPULATIONS_CACHE_SIZE = 32;
const populationsCache = new Map<string, PresentedPopulation[]>();

async function readPopulations(
  db: Db,
  organizationId: number,
  range: DashboardRange,
): Promise<PresentedPopulation[]> {
  const lastClosed = range.to < range.current ? range.to : shiftPeriod(range.period, range.current, -1);
  const shown = lastClosed >= range.from ? lastClosed : undefined;
  const released = shown ? await releasedStarts(db, { ...range, from: shown, to: shown }) : new Set<string>();
  const rows = await db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      parentSlug: parent.slug,
      figures: dashboardFigures.figures,
    })
    .from(groups)
    .leftJoin(parent, eq(parent.id, groups.parentId))
    .leftJoin(
      dashboardFigures,
      and(
        eq(dashboardFigures.groupId, groups.id),
        eq(dashboardFigures.period, range.period),
        eq(dashboardFigures.periodStart, shown ? isoDate(shown) : '0001-01-01'),
      ),
    )
    .where(eq(groups.organizationId, organizationId))
    .orderBy(
      // Each group, then its units; groups of the same name stay apart (their ids differ).
      asc(sql`coalesce(${parent.name}, ${groups.name})`),
      asc(sql`coalesce(${groups.parentId}, ${groups.id})`),
      sql`${groups.parentId} asc nulls first`,
      asc(groups.name),
      asc(groups.id),
    );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    scope: row.parentSlug === null ? 'group' : 'unit',
    parent_slug: row.parentSlug,
    period: shown
      ? presentPeriod(range, shown, released, new Map(row.figures ? [[isoDate(shown), row.figures]] : []))
      : null,
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
      starts.map((start) => presentPeriod(range, start, released, stored.get(slug) ?? none)),
    );
  }
  return result;
}
