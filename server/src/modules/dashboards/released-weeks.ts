import { type SQL, sql } from 'drizzle-orm';

/**
 * The rule of late check-ups (issue 32 §1): a check-up counts in the dashboards only if it reached
 * the server before its week's figures were released. Counted in a month or quarter released later,
 * one that arrived after would make that period differ from the weeks already released by one
 * person's answers. Weeks are UTC Mondays, as `periodStartOf` makes them. `checkup` names a row of
 * `checkups` in the statement.
 */
const releaseOfItsWeek = (checkup: SQL) => sql`
  select 1 from dashboard_releases r
  where r.period = 'week'
    and r.period_start = date_trunc('week', ${checkup}.completed_at at time zone 'UTC')::date`;

/** The check-up counts in figures: its week was not released before it arrived (the rollups' filter). */
export const arrivedBeforeItsWeekReleased = (checkup: SQL) =>
  sql`not exists (${releaseOfItsWeek(checkup)} and r.released_at < ${checkup}.created_at)`;

/** The check-up is in figures already published: its week was released after it arrived. */
export const countedInReleasedWeek = (checkup: SQL) =>
  sql`exists (${releaseOfItsWeek(checkup)} and r.released_at >= ${checkup}.created_at)`;
