import { type CoverageUseCreateInput, PAGE_SIZE_MAX } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Coverage, CoverageUse } from './types';

/** The member's coverage from every benefit group they are in, with what is left this plan year. */
export function useMyCoverage() {
  return useQuery({
    queryKey: queryKeys.myCoverage,
    queryFn: async () =>
      (await apiRequest<Coverage[]>('GET', '/api/my_coverage', { query: { 'page[size]': PAGE_SIZE_MAX } }))
        .data ?? [],
  });
}

/** The member's own uses of one coverage in its current plan year. */
export function useCoverageUses(coverage: string) {
  return useQuery({
    queryKey: queryKeys.coverageUses(coverage),
    queryFn: async () =>
      (
        await apiRequest<CoverageUse[]>('GET', '/api/coverage_uses', {
          query: {
            'filter[coverage]': coverage,
            'filter[plan_year]': 'current',
            'page[size]': PAGE_SIZE_MAX,
          },
        })
      ).data ?? [],
  });
}

function useRefreshingMutation<V>(run: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits }),
  });
}

export const useRecordUse = (coverage: string) =>
  useRefreshingMutation(async (attributes: CoverageUseCreateInput) =>
    apiRequest<CoverageUse>('POST', '/api/coverage_uses', {
      body: {
        type: 'coverage_uses',
        attributes,
        relationships: { coverage: { data: { type: 'coverages', id: coverage } } },
      },
    }),
  );

export const useRemoveUse = () =>
  useRefreshingMutation(async (slug: string) =>
    apiRequest('DELETE', `/api/coverage_uses/${encodeURIComponent(slug)}`),
  );
