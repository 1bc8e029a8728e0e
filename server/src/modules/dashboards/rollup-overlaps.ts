import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  isoDate,
  type PeriodFigures,
  PHQ4_SUBSCALE_POSITIVE_AT,
  periodStartOf,
  shiftPeriod,
} from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NodeKey } from './privacy';
import {
  BANDS,
  type Band,
  type CheckupClass,
  NEW_PERIOD,
  type PublishedSets,
  type ShownSets,
} from './release-rule';
import { nodesOf, type Placed, placements } from './rollup-placements';

// The published periods a new period's dates overlap, what they show and the check-ups they share
// with it: what the privacy rule across periods (release-rule.ts) checks the new figures against.

/** A published period that shares dates with the one being released: its key, dates and release. */
type Overlapping = { key: string; start: Date; end: Date; releasedAt: Date };

/**
 * The published periods whose dates overlap [start, end) (the period being released, if
 * published, left out).
 */
async function overlappingReleases(
  db: Db,
  period: DashboardPeriod,
  start: Date,
  end: Date,
  kinds: readonly DashboardPeriod[],
): Promise<Overlapping[]> {
  const candidates: { kind: DashboardPeriod; start: Date }[] = [];
  for (const kind of kinds) {
    for (let at = periodStartOf(kind, start); at < end; at = shiftPeriod(kind, at, 1))
      if (kind !== period || at.getTime() !== start.getTime()) candidates.push({ kind, start: at });
  }
  if (candidates.length === 0) return [];
  const rows = (await db.execute(sql`
    select period, period_start::text as start, released_at from dashboard_releases
    where (period, period_start) in (${sql.join(
      candidates.map((c) => sql`(${c.kind}, ${isoDate(c.start)}::date)`),
      sql`, `,
    )})`)) as unknown as { rows: { period: DashboardPeriod; start: string; released_at: string | Date }[] };
  return rows.rows.map((row) => {
    const at = new Date(`${row.start}T00:00:00Z`);
    return {
      key: `${row.period}:${row.start}`,
      start: at,
      end: shiftPeriod(row.period, at, 1),
      releasedAt: new Date(row.released_at),
    };
  });
}

/**
 * What the new period is checked against: the published periods of the other kinds that overlap
 * it, and, so that every check-up of their dates is seen with all the published periods that
 * count it, every published period overlapping those dates (a week across a month's start brings
 * the month before).
 */
export async function publishedAround(db: Db, period: DashboardPeriod, start: Date, end: Date) {
  const direct = await overlappingReleases(
    db,
    period,
    start,
    end,
    DASHBOARD_PERIODS.filter((kind) => kind !== period),
  );
  if (direct.length === 0) return { range: { start, end }, periods: [] };
  const range = {
    start: new Date(Math.min(start.getTime(), ...direct.map((p) => p.start.getTime()))),
    end: new Date(Math.max(end.getTime(), ...direct.map((p) => p.end.getTime()))),
  };
  return { range, periods: await overlappingReleases(db, period, range.start, range.end, DASHBOARD_PERIODS) };
}

const SHARE_FIGURES_OF: Record<Exclude<keyof ShownSets, 'respondents'>, keyof PeriodFigures> = {
  thriving: 'thriving_share',
  room_to_improve: 'room_to_improve_share',
  of_concern: 'of_concern_share',
  anxiety: 'anxiety_positive_share',
  depression: 'depression_positive_share',
};

/** Which sets each published period shows, per population (read from its stored figures). */
export async function publishedSets(db: Db, periods: Overlapping[]): Promise<PublishedSets> {
  const result = new Map<string, Map<NodeKey, ShownSets>>();
  if (periods.length === 0) return result;
  const rows = (await db.execute(sql`
    select period || ':' || period_start::text as key, organization_id, group_id, figures
    from dashboard_figures
    where (period || ':' || period_start::text) in (${sql.join(
      periods.map((p) => sql`${p.key}`),
      sql`, `,
    )})`)) as unknown as {
    rows: {
      key: string;
      organization_id: number | string;
      group_id: number | string | null;
      figures: PeriodFigures;
    }[];
  };
  for (const row of rows.rows) {
    const node = row.group_id === null ? `o${Number(row.organization_id)}` : `g${Number(row.group_id)}`;
    const shown = (name: keyof PeriodFigures) => typeof row.figures[name] === 'number';
    const sets = { respondents: shown('respondents') } as ShownSets;
    for (const [set, name] of Object.entries(SHARE_FIGURES_OF))
      sets[set as keyof typeof SHARE_FIGURES_OF] = shown(name);
    const map = result.get(row.key) ?? new Map<NodeKey, ShownSets>();
    map.set(node, sets);
    result.set(row.key, map);
  }
  return result;
}

/**
 * The check-ups of the period being released and of the overlapping published ones, in classes:
 * each check-up's populations (at its completion), the periods that count it (a person's last
 * check-up of the period; for a published period, among the check-ups created before its
 * release, as it was computed), its band and screens. A few thousand rows; no person leaves the
 * database.
 */
export async function overlappingClasses(
  db: Db,
  start: Date,
  end: Date,
  around: { range: { start: Date; end: Date }; periods: Overlapping[] },
): Promise<CheckupClass[]> {
  const periods = [{ key: NEW_PERIOD, start, end, releasedAt: null as Date | null }, ...around.periods];
  const from = around.range.start;
  const to = around.range.end;
  const values = sql.join(
    periods.map(
      (p, idx) =>
        sql`(${idx}::int, ${p.start.toISOString()}::timestamptz, ${p.end.toISOString()}::timestamptz, ${
          p.releasedAt ? p.releasedAt.toISOString() : null
        }::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    with periods(idx, starts, stops, released) as (values ${values}),
    c as (
      select c.id, c.user_id, c.completed_at, c.created_at, c.band,
        c.phq4_anxiety >= ${PHQ4_SUBSCALE_POSITIVE_AT} as anxiety,
        c.phq4_depression >= ${PHQ4_SUBSCALE_POSITIVE_AT} as depression
      from checkups c
      where c.completed_at >= ${from.toISOString()} and c.completed_at < ${to.toISOString()}
    ),
    counted as (
      select distinct on (p.idx, c.user_id) p.idx, c.id
      from c join periods p on c.completed_at >= p.starts and c.completed_at < p.stops
        and (p.released is null or c.created_at < p.released)
      order by p.idx, c.user_id, c.completed_at desc, c.id desc
    ),
    elements as (select id, array_agg(idx order by idx) as periods from counted group by id),
    spans as (
      select e.id as element, s.organization_id, s.group_id, s.parent_id
      from elements e join c on c.id = e.id
      join membership_spans s on s.user_id = c.user_id
        and s.started_at <= c.completed_at and (s.ended_at is null or s.ended_at > c.completed_at)
    ),
    placed as (${placements(sql`element`)})
    select p.organizations, p.groups, e.periods, c.band, c.anxiety, c.depression, count(*)::int as people
    from placed p join elements e on e.id = p.person join c on c.id = e.id
    group by p.organizations, p.groups, e.periods, c.band, c.anxiety, c.depression
  `)) as unknown as {
    rows: (Placed & { periods: (number | string)[]; band: Band; anxiety: boolean; depression: boolean })[];
  };
  const merged = new Map<string, CheckupClass>();
  for (const row of rows.rows) {
    const nodes = nodesOf(row.organizations, row.groups);
    const keys = row.periods.map((idx) => periods[Number(idx)]?.key ?? NEW_PERIOD);
    const band = BANDS.includes(row.band) ? row.band : 'room_to_improve';
    const id = `${nodes.join(' ')}/${keys.join(',')}/${band}/${row.anxiety}/${row.depression}`;
    const found = merged.get(id);
    if (found) found.people += row.people;
    else
      merged.set(id, {
        nodes,
        periods: keys,
        band,
        anxiety: Boolean(row.anxiety),
        depression: Boolean(row.depression),
        people: row.people,
      });
  }
  return [...merged.values()];
}
