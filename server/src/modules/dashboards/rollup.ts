import {
  DASHBOARD_LIFE_AREAS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  isoDate,
  type PeriodFigures,
  PHQ4_SUBSCALE_POSITIVE_AT,
  periodStartOf,
  STALE_AFTER_DAYS,
  shiftPeriod,
} from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases } from '../../db/schema';
import { type CheckupSums, type MembershipSums, periodFigures } from './figures';
import type { NodeKey } from './privacy';
import {
  BANDS,
  type Band,
  type CheckupClass,
  contributionsFromClasses,
  NEW_PERIOD,
  type PublishedSets,
  type ShownSets,
} from './release-rule';

/**
 * The dashboards' rollups (issue 14): a period's figures are computed once, after it closes,
 * for every organization, group and unit together (the privacy rule looks across everything any
 * role can see), and stored; requests only read the stored figures. Published figures never
 * change: a period with a release row is never computed again, so a late change (a withdrawal,
 * a deleted account) only shows in later periods.
 *
 * Each query returns one row per combination of populations (a few thousand at most), with
 * integer sums; the people themselves never leave the database.
 */

/** A check-up committed just before a period's end must be in it: wait this long after the end. */
export const RELEASE_GRACE_MS = 10 * 60 * 1000;

/**
 * Who was where, per person: the ids of the organizations they were a member of and of the
 * groups or units they reported to, as two arrays, from `spans` (person, organization_id,
 * group_id: one row per span in force). The populations a person counts in are these plus the
 * group above each unit, added per combination in `withParents` (a few thousand combinations,
 * not 100,000 people); the arrays are neither sorted nor deduplicated here, `withParents` does it
 * per combination (sorting each person's array cost more than the rest of the query).
 */
const placements = (person: ReturnType<typeof sql>) => sql`
  select ${person} as person,
    array_agg(organization_id) filter (where group_id is null) as organizations,
    array_agg(group_id) filter (where group_id is not null) as groups
  from spans group by ${person}`;

type Ids = (number | string | bigint)[] | null;
type Placed = { organizations: Ids; groups: Ids; people: number };

/** Each unit's group (groups and units can not be moved: the current tree is every period's). */
async function parentsOf(db: Db): Promise<Map<number, number>> {
  const rows = (await db.execute(
    sql`select id, parent_id from groups where parent_id is not null`,
  )) as unknown as { rows: { id: number | string; parent_id: number | string }[] };
  return new Map(rows.rows.map((row) => [Number(row.id), Number(row.parent_id)]));
}

/** One row's populations as node keys, each unit's group added, sorted. */
function nodesOf(organizations: Ids, groups: Ids, parents: Map<number, number>): NodeKey[] {
  const groupIds = new Set((groups ?? []).map(Number));
  for (const id of [...groupIds]) {
    const parent = parents.get(id);
    if (parent !== undefined) groupIds.add(parent);
  }
  return [
    ...new Set((organizations ?? []).map((id) => `o${Number(id)}`)),
    ...[...groupIds].map((id) => `g${id}`),
  ].sort();
}

/**
 * The rows' populations as node keys (`o<id>`, `g<id>`, each unit's group added), rows that
 * end up with the same populations merged by adding their sums.
 */
function withParents<T extends Placed>(
  rows: readonly T[],
  parents: Map<number, number>,
): (Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] })[] {
  const merged = new Map<string, Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] }>();
  for (const { organizations, groups, ...sums } of rows) {
    const nodes = nodesOf(organizations, groups, parents);
    const key = nodes.join(' ');
    const found = merged.get(key);
    if (!found) {
      merged.set(key, { ...sums, nodes });
      continue;
    }
    for (const [name, value] of Object.entries(sums)) {
      const total = found as Record<string, unknown>;
      if (typeof value === 'number') total[name] = (total[name] as number) + value;
    }
  }
  return [...merged.values()];
}

type CheckupRow = Placed & {
  score: number;
  thriving: number;
  room_to_improve: number;
  of_concern: number;
  anxiety_positive: number;
  depression_positive: number;
} & Record<`area_${string}`, number>;

/** Check-up figures: each member's last check-up of [start, end), in the populations they were in then. */
async function checkupSums(
  db: Db,
  start: Date,
  end: Date,
  parents: Map<number, number>,
): Promise<CheckupSums[]> {
  const areaColumns = sql.join(
    DASHBOARD_LIFE_AREAS.map(
      (area) => sql`(c.life_areas ->> ${area})::int as ${sql.identifier(`area_${area}`)}`,
    ),
    sql`, `,
  );
  const areaSums = sql.join(
    DASHBOARD_LIFE_AREAS.map(
      (area) => sql`sum(l.${sql.identifier(`area_${area}`)})::int as ${sql.identifier(`area_${area}`)}`,
    ),
    sql`, `,
  );
  // The last check-up per member is chosen on rows that carry integers only (the life areas
  // taken out of their jsonb first), so the sort stays small and in memory.
  const rows = (await db.execute(sql`
    with latest as (
      select distinct on (c.user_id) c.user_id, c.completed_at, c.score, c.band,
        c.phq4_anxiety, c.phq4_depression, ${areaColumns}
      from checkups c
      where c.completed_at >= ${start.toISOString()} and c.completed_at < ${end.toISOString()}
      order by c.user_id, c.completed_at desc, c.id desc
    ),
    spans as (
      select l.user_id, s.organization_id, s.group_id
      from latest l
      join membership_spans s on s.user_id = l.user_id
        and s.started_at <= l.completed_at and (s.ended_at is null or s.ended_at > l.completed_at)
    ),
    placed as (${placements(sql`user_id`)})
    select p.organizations, p.groups, count(*)::int as people, sum(l.score)::int as score,
      count(*) filter (where l.band = 'thriving')::int as thriving,
      count(*) filter (where l.band = 'room_to_improve')::int as room_to_improve,
      count(*) filter (where l.band = 'of_concern')::int as of_concern,
      count(*) filter (where l.phq4_anxiety >= ${PHQ4_SUBSCALE_POSITIVE_AT})::int as anxiety_positive,
      count(*) filter (where l.phq4_depression >= ${PHQ4_SUBSCALE_POSITIVE_AT})::int as depression_positive,
      ${areaSums}
    from placed p join latest l on l.user_id = p.person
    group by p.organizations, p.groups
  `)) as unknown as { rows: CheckupRow[] };
  return withParents(rows.rows, parents).map((row) => ({
    nodes: row.nodes,
    people: row.people,
    score: row.score,
    thriving: row.thriving,
    roomToImprove: row.room_to_improve,
    ofConcern: row.of_concern,
    anxietyPositive: row.anxiety_positive,
    depressionPositive: row.depression_positive,
    lifeAreas: Object.fromEntries(
      DASHBOARD_LIFE_AREAS.map((area) => [area, row[`area_${area}`] ?? 0]),
    ) as CheckupSums['lifeAreas'],
  }));
}

/** Membership figures: who belonged at the period's end, and who of them had a check-up in the 30 days before it. */
async function membershipSums(db: Db, end: Date, parents: Map<number, number>): Promise<MembershipSums[]> {
  const since = new Date(end.getTime() - STALE_AFTER_DAYS * 86_400_000);
  const rows = (await db.execute(sql`
    with spans as (
      select s.user_id, s.organization_id, s.group_id
      from membership_spans s
      where s.started_at < ${end.toISOString()} and (s.ended_at is null or s.ended_at >= ${end.toISOString()})
    ),
    placed as (${placements(sql`user_id`)}),
    active as (
      select distinct user_id from checkups
      where completed_at >= ${since.toISOString()} and completed_at < ${end.toISOString()}
    )
    select p.organizations, p.groups, count(*)::int as people, count(a.user_id)::int as active
    from placed p left join active a on a.user_id = p.person
    group by p.organizations, p.groups
  `)) as unknown as { rows: (Placed & { active: number })[] };
  return withParents(rows.rows, parents);
}

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
async function publishedAround(db: Db, period: DashboardPeriod, start: Date, end: Date) {
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
async function publishedSets(db: Db, periods: Overlapping[]): Promise<PublishedSets> {
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
async function overlappingClasses(
  db: Db,
  start: Date,
  end: Date,
  around: { range: { start: Date; end: Date }; periods: Overlapping[] },
  parents: Map<number, number>,
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
      select e.id as element, s.organization_id, s.group_id
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
    const nodes = nodesOf(row.organizations, row.groups, parents);
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

/** Runs `read` in a transaction of its own whose sorts and hashes may use 64 MB before spilling to disk. */
function withWorkMem<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // A quarter's latest check-up per member is a sort of ~125,000 rows, and each person's
    // placement a hash of 100,000: in memory rather than on disk (bench/README.md, "Dashboards").
    await tx.execute(sql`set local work_mem = '64MB'`);
    return read(tx);
  });
}

/**
 * Computes and stores one closed period, unless it was released already. The two families of
 * sums are read at the same time on two connections (each statement reads committed data, as it
 * did in one transaction at READ COMMITTED); the release row is then claimed in the transaction
 * that stores the figures, so when two workers compute the same period at the same moment only
 * the first stores anything and the other drops what it computed. Returns whether it stored.
 */
export async function releasePeriod(db: Db, period: DashboardPeriod, start: Date): Promise<boolean> {
  const end = shiftPeriod(period, start, 1);
  const began = performance.now();
  const periodStart = isoDate(start);
  const released = await db
    .select({ period: dashboardReleases.period })
    .from(dashboardReleases)
    .where(and(eq(dashboardReleases.period, period), eq(dashboardReleases.periodStart, periodStart)))
    .limit(1);
  if (released.length > 0) return false;
  const parents = await parentsOf(db);
  // The overlapping periods already published: the new figures are checked against theirs.
  const around = await publishedAround(db, period, start, end);
  const published = await publishedSets(db, around.periods);
  const [checkups, memberships] = await Promise.all([
    withWorkMem(db, (tx) => checkupSums(tx, start, end, parents)),
    withWorkMem(db, (tx) => membershipSums(tx, end, parents)),
  ]);
  const classes =
    around.periods.length > 0
      ? await withWorkMem(db, (tx) => overlappingClasses(tx, start, end, around, parents))
      : undefined;
  const figures = periodFigures(
    checkups,
    memberships,
    classes ? { contributions: contributionsFromClasses(classes), published } : undefined,
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dashboardReleases)
      .values({ period, periodStart, durationMs: 0 })
      .onConflictDoNothing()
      .returning({ period: dashboardReleases.period });
    if (claimed.length === 0) return false;
    const organizations = await organizationsOf(tx, [...figures.keys()]);
    const rows = [...figures.entries()].flatMap(([node, values]) => {
      const place = organizations.get(node);
      return place ? [{ period, periodStart, ...place, figures: values }] : [];
    });
    for (let at = 0; at < rows.length; at += 500) {
      await tx.insert(dashboardFigures).values(rows.slice(at, at + 500));
    }
    await tx
      .update(dashboardReleases)
      .set({ durationMs: Math.round(performance.now() - began) })
      .where(and(eq(dashboardReleases.period, period), eq(dashboardReleases.periodStart, periodStart)));
    return true;
  });
}

/** Node key → its organization and group ids (groups that were deleted meanwhile are left out). */
async function organizationsOf(db: Db, nodes: NodeKey[]) {
  const places = new Map<NodeKey, { organizationId: number; groupId: number | null }>();
  const groupIds: number[] = [];
  for (const node of nodes) {
    const id = Number(node.slice(1));
    if (node.startsWith('o')) places.set(node, { organizationId: id, groupId: null });
    else groupIds.push(id);
  }
  if (groupIds.length > 0) {
    const rows = (await db.execute(
      sql`select id, organization_id from groups where id in (${sql.join(groupIds, sql`, `)})`,
    )) as unknown as { rows: { id: number | string; organization_id: number | string }[] };
    for (const row of rows.rows) {
      places.set(`g${row.id}`, { organizationId: Number(row.organization_id), groupId: Number(row.id) });
    }
  }
  return places;
}

/**
 * Releases every closed period not yet released, oldest first, from the period of the first
 * check-up on (the job runs this hourly; a restart or a missed hour only delays it).
 */
export async function releaseClosedPeriods(db: Db, now = new Date()): Promise<number> {
  // From the first check-up or membership on: the periods before hold nobody.
  const result = (await db.execute(
    sql`select least((select min(completed_at) from checkups), (select min(started_at) from membership_spans)) as first`,
  )) as unknown as {
    rows: { first: string | Date | null }[];
  };
  const first = result.rows[0]?.first;
  if (!first) return 0;
  const released = (await db.execute(
    sql`select period, period_start::text as start from dashboard_releases`,
  )) as unknown as { rows: { period: string; start: string }[] };
  const done = new Set(released.rows.map((row) => `${row.period} ${row.start}`));
  const closedBy = new Date(now.getTime() - RELEASE_GRACE_MS);
  let count = 0;
  for (const period of ['week', 'month', 'quarter'] as const) {
    for (
      let start = periodStartOf(period, new Date(first));
      shiftPeriod(period, start, 1) <= closedBy;
      start = shiftPeriod(period, start, 1)
    ) {
      if (done.has(`${period} ${isoDate(start)}`)) continue;
      if (await releasePeriod(db, period, start)) count += 1;
    }
  }
  return count;
}
