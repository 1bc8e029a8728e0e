import { LOG_RESOURCE_TYPES, type LogKind } from '@evenkeel/common/logs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type LogAttributes = {
  date: string;
  title_key: string | null;
  title: string | null;
  impact: number;
  note: string | null;
};

/** Creates a log, or updates it when `id` is given; insights reload afterwards. */
export function useSaveLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      id,
      attributes,
    }: {
      kind: LogKind;
      id?: string;
      attributes: LogAttributes;
    }) => {
      // Each kind is its own resource: /api/life_events, /api/ailments, /api/activities.
      const type = LOG_RESOURCE_TYPES[kind];
      return id
        ? apiRequest('PATCH', `/api/${type}/${encodeURIComponent(id)}`, { body: { type, id, attributes } })
        : apiRequest('POST', `/api/${type}`, { body: { type, attributes } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.insights }),
  });
}

export function useDeleteLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LogKind; id: string }) =>
      apiRequest('DELETE', `/api/${LOG_RESOURCE_TYPES[kind]}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.insights }),
  });
}
