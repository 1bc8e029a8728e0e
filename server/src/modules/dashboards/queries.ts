import type { DashboardPeriod, PeriodFigures } from '@evenkeel/common';
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardFigures, dashboardReleases, groups, organizations } from '../../db/schema';
import { statement } from '../../db/statements';

/**
 * The dashboards' hot reads, prepared once per connection (planned once, not built by the query
 * builder on every request). Each lookup also returns what says whether a cached document is
 * still true (document-cache.ts): the releases of the period kind, as their count and latest
 * `released_at`. A release only ever adds a row, so any new release changes the count even when
 * two workers commit out of order; the latest time covers a release deleted and made again.
 */

const releasesVersion = sql<string>`(select count(*) || ' ' || coalesce(max(r.released_at)::text, '')
  from dashboard_releases r where r.period = ${sql.placeholder('period')})`;

export type DashboardOrganization = {
  id: number;
  slug: string;
  name: string;
  state: 'enabled' | 'disabled' | 'default' | 'subscribable';
  /** The releases of the period kind (count and latest). */
  releases: string;
  /**
   * The organization's groups and units as listed (count and latest change): a group created,
   * renamed or deleted changes it (every writer of `groups` sets `updated_at`).
   */
  groups: string;
};

export async function findDashboardOrganization(
  db: Db,
  slug: string,
  period: DashboardPeriod,
): Promise<DashboardOrganization | undefined> {
  const [row] = await statement(db, 'dashboard_organization', (d) =>
    d
      .select({
        id: organizations.id,
        slug: organizations.slug,
        name: organizations.name,
        state: organizations.state,
        releases: releasesVersion,
        groups: sql<string>`(select count(*) || ' ' || coalesce(max(g.updated_at)::text, '')
          from groups g where g.organization_id = ${organizations.id})`,
      })
      .from(organizations)
      .where(eq(organizations.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare('dashboard_organization'),
  ).execute({ slug, period });
  return row;
}

export type DashboardGroup = {
  id: number;
  slug: string;
  name: string;
  organizationId: number;
  parentId: number | null;
  releases: string;
};

export async function findDashboardGroup(
  db: Db,
  slug: string,
  period: DashboardPeriod,
): Promise<DashboardGroup | undefined> {
  const [row] = await statement(db, 'dashboard_group', (d) =>
    d
      .select({
        id: groups.id,
        slug: groups.slug,
        name: groups.name,
        organizationId: groups.organizationId,
        parentId: groups.parentId,
        releases: releasesVersion,
      })
      .from(groups)
      .where(eq(groups.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare('dashboard_group'),
  ).execute({ slug, period });
  return row;
}

/** A released period of the range, with the population's stored figures (none: nobody counted). */
export type ReleasedFigures = { start: string; figures: PeriodFigures | null };

type RangeParams = { period: DashboardPeriod; from: string; to: string };

const releasesOfRange = () =>
  and(
    eq(dashboardReleases.period, sql.placeholder('period')),
    between(dashboardReleases.periodStart, sql.placeholder('from'), sql.placeholder('to')),
  );

const sameRelease = () =>
  and(
    eq(dashboardFigures.period, dashboardReleases.period),
    eq(dashboardFigures.periodStart, dashboardReleases.periodStart),
  );

/** A group's or unit's released periods of a range and its figures, in one statement. */
export function groupReleasedFigures(
  db: Db,
  groupId: number,
  range: RangeParams,
): Promise<ReleasedFigures[]> {
  return statement(db, 'dashboard_group_figures', (d) =>
    d
      .select({ start: dashboardReleases.periodStart, figures: dashboardFigures.figures })
      .from(dashboardReleases)
      .leftJoin(dashboardFigures, and(sameRelease(), eq(dashboardFigures.groupId, sql.placeholder('node'))))
      .where(releasesOfRange())
      .prepare('dashboard_group_figures'),
  ).execute({ ...range, node: groupId });
}

/** An organization's own released periods of a range and its figures, in one statement. */
export function organizationReleasedFigures(
  db: Db,
  organizationId: number,
  range: RangeParams,
): Promise<ReleasedFigures[]> {
  return statement(db, 'dashboard_organization_figures', (d) =>
    d
      .select({ start: dashboardReleases.periodStart, figures: dashboardFigures.figures })
      .from(dashboardReleases)
      .leftJoin(
        dashboardFigures,
        and(
          sameRelease(),
          eq(dashboardFigures.organizationId, sql.placeholder('node')),
          isNull(dashboardFigures.groupId),
        ),
      )
      .where(releasesOfRange())
      .prepare('dashboard_organization_figures'),
  ).execute({ ...range, node: organizationId });
}
