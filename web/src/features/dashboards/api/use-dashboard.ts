import type { DashboardPeriod, dashboardResource, Flat } from '@evenkeel/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Dashboard = Flat<typeof dashboardResource>;
export type DashboardKind = 'organizations' | 'groups';

export const dashboardUrl = (kind: DashboardKind, slug: string, suffix = '') =>
  `/api/${kind}/${encodeURIComponent(slug)}/dashboard${suffix}`;

/** A dashboard's stored figures for the current period and the 12 closed ones before it. */
export function useDashboard(kind: DashboardKind, slug: string, period: DashboardPeriod) {
  return useQuery({
    queryKey: queryKeys.dashboard(kind, slug, period),
    // The previous period's figures stay on screen while the next ones load.
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () =>
      (await apiRequest<Dashboard>('GET', dashboardUrl(kind, slug), { query: { 'filter[period]': period } }))
        .data ?? null,
  });
}
