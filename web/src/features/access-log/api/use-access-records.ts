import {
  type AccessRecordViewer,
  type accessRecordResource,
  type Flat,
  PAGE_SIZE_MAX,
} from '@evenkeel/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One line of "who saw my data": a person's reads of one kind of the member's data within an hour. */
export type AccessRecord = Flat<typeof accessRecordResource>;

type AccessPage = { records: AccessRecord[]; total: number; viewers: AccessRecordViewer[] };

/**
 * The promise is that a read shows within 60 seconds: the log is asked again every 30
 * seconds while the panel is open, and when the window comes back into focus (the member went to
 * another tab to check), which the app otherwise leaves off.
 */
const REFRESH_MS = 30_000;

/** GET /api/access_records: the member's own log, newest first, optionally one person's; pages on demand. */
export function useAccessRecords(viewer: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.accessRecords(viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<AccessPage> => {
      const result = await apiRequest<AccessRecord[]>('GET', '/api/access_records', {
        query: {
          'page[size]': PAGE_SIZE_MAX,
          'page[number]': pageParam,
          'filter[viewer]': viewer ?? undefined,
        },
      });
      return {
        records: result.data ?? [],
        total: Number(result.meta.total ?? 0),
        viewers: (result.meta.viewers ?? []) as AccessRecordViewer[],
      };
    },
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.records.length, 0) < last.total ? pages.length + 1 : undefined,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
