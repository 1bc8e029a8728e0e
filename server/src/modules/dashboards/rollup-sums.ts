import { DASHBOARD_LIFE_AREAS, PHQ4_SUBSCALE_POSITIVE_AT, STALE_AFTER_DAYS } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CheckupSums, MembershipSums } from './figures';
import { arrivedBeforeItsWeekReleased } from './released-weeks';
import { type Placed, placements, withGroups } from './rollup-placements';

// A closed period's sums per combination of populations, the two families the figures are
// computed from (figures.ts): check-ups and memberships.

type CheckupRow = Placed & {
  score: number;
  thriving: number;
  room_to_improve: number;
  of_concern: number;
  anxiety_positive: number;
  depression_positive: number;
} & Record<`area_${string}`, number>;

/** Check-up figures: each member's last check-up of [start, end), in the populations they were in then. */
export async function checkupSums(db: Db, start: Date, end: Date): Promise<CheckupSums[]> {
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
        and ${arrivedBeforeItsWeekReleased(sql`c`)}
      order by c.user_id, c.completed_at desc, c.id desc
    ),
    spans as (
      select l.user_id, s.organization_id, s.group_id, s.parent_id
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
  return withGroups(rows.rows).map((row) => ({
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
export async function membershipSums(db: Db, end: Date): Promise<MembershipSums[]> {
  const since = new Date(end.getTime() - STALE_AFTER_DAYS * 86_400_000);
  const rows = (await db.execute(sql`
    with spans as (
      select s.user_id, s.organization_id, s.group_id, s.parent_id
      from membership_spans s
      where s.started_at < ${end.toISOString()} and (s.ended_at is null or s.ended_at >= ${end.toISOString()})
    ),
    placed as (${placements(sql`user_id`)}),
    active as (
      select distinct c.user_id from checkups c
      where c.completed_at >= ${since.toISOString()} and c.completed_at < ${end.toISOString()}
        and ${arrivedBeforeItsWeekReleased(sql`c`)}
    )
    select p.organizations, p.groups, count(*)::int as people, count(a.user_id)::int as active
    from placed p left join active a on a.user_id = p.person
    group by p.organizations, p.groups
  `)) as unknown as { rows: (Placed & { active: number })[] };
  return withGroups(rows.rows);
}
