import type { DashboardScope, dashboardResource, Presented } from '@evenkeel/common';
import { isoDate } from '@evenkeel/common';
import type { DashboardRange, PresentedPeriod, PresentedPopulation } from './read';

/** A dashboard: an explicit allow-list of stored, already protected figures. */
export function presentDashboard(
  subject: { slug: string; name: string; scope: DashboardScope },
  range: DashboardRange,
  periods: PresentedPeriod[],
  populations?: PresentedPopulation[],
): Presented<typeof dashboardResource> {
  return {
    type: 'dashboards',
    id: `${subject.scope}-${subject.slug}-${range.period}`,
    name: subject.name,
    scope: subject.scope,
    slug: subject.slug,
    period: range.period,
    from: isoDate(range.from),
    to: isoDate(range.to),
    periods,
    ...(populations ? { populations } : {}),
  };
}
