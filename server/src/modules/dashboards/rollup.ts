import { type DashboardPeriod, isoDate, periodStartOf, shiftPeriod } from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases } from '../../db/schema';
import { periodFigures } from './figures';
import type { NodeKey } from './privacy';
import { contributionsFromClasses } from './release-rule';
import { overlappingClasses, publishedAround, publishedSets } from './rollup-overlaps';
import { checkupSums, membershipSums } from './rollup-sums';

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
  // The overlapping periods already published: the new figures are checked against theirs.
  const around = await publishedAround(db, period, start, end);
  const published = await publishedSets(db, around.periods);
  const [checkups, memberships] = await Promise.all([
    withWorkMem(db, (tx) => checkupSums(tx, start, end)),
    withWorkMem(db, (tx) => membershipSums(tx, end)),
  ]);
  const classes =
    around.periods.length > 0
      ? await withWorkMem(db, (tx) => overlappingClasses(tx, start, end, around))
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
