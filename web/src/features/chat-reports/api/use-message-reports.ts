import { type Flat, type messageReportResource, PAGE_SIZE_MAX } from '@evenkeel/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A reported message with the ten before it and the reporter's note (common/src/resources/chat.ts). */
export type MessageReport = Flat<typeof messageReportResource>;

/**
 * GET /api/message_reports: the platform administrators' queue, open reports first, one page of
 * the largest size (the open ones come first, so closing reports brings the next ones in).
 */
export function useMessageReports(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.messageReports,
    enabled,
    queryFn: async () =>
      (
        await apiRequest<MessageReport[]>('GET', '/api/message_reports', {
          query: { 'page[size]': PAGE_SIZE_MAX },
        })
      ).data ?? [],
  });
}

/** PATCH /api/message_reports/{id} `{state: 'closed'}`; the queue is asked again. */
export function useCloseMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (report: MessageReport) =>
      (
        await apiRequest<MessageReport>('PATCH', `/api/message_reports/${encodeURIComponent(report.id)}`, {
          body: { type: 'message_reports', id: report.id, attributes: { state: 'closed' } },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageReports }),
  });
}
