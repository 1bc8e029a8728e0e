import {
  DASHBOARD_LIFE_AREAS,
  type DashboardPeriod,
  isoDate,
  PHQ4_SUBSCALE_POSITIVE_AT,
  periodStartOf,
  STALE_AFTER_DAYS,
  shiftPeriod,
} from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases } from '../../db/schema';
import { type CheckupSums, type MembershipSums, periodFigures } from './figures';
import type { NodeKey } from './privacy';

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
 * The populations a person is in, as sorted keys joined by spaces: `o<id>` for each
 * organization they are a member of, `g<id>` for each group or unit they report to and the
 * group above each unit. `placed` has (user_id, organization_id, group_id, parent_id).
 */
const signatures = sql`
  nodes as (
    select user_id, 'o' || organization_id as node from placed where group_id is null
    union select user_id, 'g' || group_id from placed where group_id is not null
    union select user_id, 'g' || parent_id from placed where parent_id is not null
  ),
  signed as (
    select user_id, string_agg(node, ' ' order by node) as signature from nodes group by user_id
  )`;

type CheckupRow = {
  signature: string;
  people: number;
  score: number;
  thriving: number;
  room_to_improve: number;
  of_concern: number;
  anxiety_positive: number;
  depression_positive: number;
} & Record<`area_${string}`, number>;

/** Check-up figures: each member's last check-up of [start, end), in the populations they were in then. */
async function checkupSums(db: Db, start: Date, end: Date): Promise<CheckupSums[]> {
  const areas = sql.join(
    DASHBOARD_LIFE_AREAS.map(
      (area) => sql`sum((l.life_areas ->> ${area})::int)::int as ${sql.identifier(`area_${area}`)}`,
    ),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    with latest as (
      select distinct on (c.user_id) c.user_id, c.completed_at, c.score, c.band,
        c.phq4_anxiety, c.phq4_depression, c.life_areas
      from checkups c
      where c.completed_at >= ${start.toISOString()} and c.completed_at < ${end.toISOString()}
      order by c.user_id, c.completed_at desc
    ),
    placed as (
      select l.user_id, s.organization_id, s.group_id, g.parent_id
      from latest l
      join membership_spans s on s.user_id = l.user_id
        and s.started_at <= l.completed_at and (s.ended_at is null or s.ended_at > l.completed_at)
      left join groups g on g.id = s.group_id
    ),
    ${signatures}
    select s.signature, count(*)::int as people, sum(l.score)::int as score,
      count(*) filter (where l.band = 'thriving')::int as thriving,
      count(*) filter (where l.band = 'room_to_improve')::int as room_to_improve,
      count(*) filter (where l.band = 'of_concern')::int as of_concern,
      count(*) filter (where l.phq4_anxiety >= ${PHQ4_SUBSCALE_POSITIVE_AT})::int as anxiety_positive,
      count(*) filter (where l.phq4_depression >= ${PHQ4_SUBSCALE_POSITIVE_AT})::int as depression_positive,
      ${areas}
    from signed s join latest l on l.user_id = s.user_id
    group by s.signature
  `)) as unknown as { rows: CheckupRow[] };
  return rows.rows.map((row) => ({
    nodes: row.signature.split(' '),
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
async function membershipSums(db: Db, end: Date): Promise<MembershipSums[]> {
  const since = new Date(end.getTime() - STALE_AFTER_DAYS * 86_400_000);
  const rows = (await db.execute(sql`
    with placed as (
      select s.user_id, s.organization_id, s.group_id, g.parent_id
      from membership_spans s left join groups g on g.id = s.group_id
      where s.started_at < ${end.toISOString()} and (s.ended_at is null or s.ended_at >= ${end.toISOString()})
    ),
    active as (
      select distinct user_id from checkups
      where completed_at >= ${since.toISOString()} and completed_at < ${end.toISOString()}
    ),
    ${signatures}
    select s.signature, count(*)::int as people, count(a.user_id)::int as active
    from signed s left join active a on a.user_id = s.user_id
    group by s.signature
  `)) as unknown as { rows: { signature: string; people: number; active: number }[] };
  return rows.rows.map((row) => ({
    nodes: row.signature.split(' '),
    people: row.people,
    active: row.active,
  }));
}

/**
 * Computes and stores one closed period, unless it was released already (also by another worker
 * at the same moment: the release row is claimed first, in the same transaction). Returns whether
 * it computed anything.
 */
export async function releasePeriod(db: Db, period: DashboardPeriod, start: Date): Promise<boolean> {
  const end = shiftPeriod(period, start, 1);
  const began = performance.now();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dashboardReleases)
      .values({ period, periodStart: isoDate(start), durationMs: 0 })
      .onConflictDoNothing()
      .returning({ period: dashboardReleases.period });
    if (claimed.length === 0) return false;
    // A quarter's latest check-up per member is a sort of ~125,000 rows carrying their life
    // areas: in memory, not spilled to disk (bench/README.md, "Dashboards"). This transaction only.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [checkups, memberships] = [await checkupSums(tx, start, end), await membershipSums(tx, end)];
    const figures = periodFigures(checkups, memberships);
    const organizations = await organizationsOf(tx, [...figures.keys()]);
    const rows = [...figures.entries()].flatMap(([node, values]) => {
      const place = organizations.get(node);
      return place ? [{ period, periodStart: isoDate(start), ...place, figures: values }] : [];
    });
    for (let at = 0; at < rows.length; at += 500) {
      await tx.insert(dashboardFigures).values(rows.slice(at, at + 500));
    }
    await tx
      .update(dashboardReleases)
      .set({ durationMs: Math.round(performance.now() - began) })
      .where(
        sql`${dashboardReleases.period} = ${period} and ${dashboardReleases.periodStart} = ${isoDate(start)}`,
      );
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
