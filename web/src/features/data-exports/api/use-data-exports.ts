import type { DataExportAbility, dataExportResource, Flat, WithAbilities } from '@evenkeel/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type DataExport = WithAbilities<Flat<typeof dataExportResource>, DataExportAbility>;

/** The member found by `filter[email]` (administrators' list): their public id, name and address. */
export type FoundMember = { id: string; full_name: string; email: string };

export type MyDataExports = {
  exports: DataExport[];
  /** Whether the member may ask for an export now, and if not, from when (the server decides). */
  canRequest: boolean;
  nextRequestAt: string | null;
};

/** A page of exports: the member's latest 50 are more than they ask for in weeks; administrators page through all. */
export const PAGE_SIZE = 50;
/** While one is being prepared, the list is asked again this often, so "ready" shows by itself. */
const WHILE_PREPARING_MS = 2_000;

const preparing = (exports: DataExport[] | undefined) =>
  exports?.some((item) => item.status === 'queued' || item.status === 'running') ?? false;

/** GET /api/data_exports: the member's own, with whether they may ask for another now. */
export function useMyDataExports() {
  return useQuery({
    queryKey: queryKeys.dataExports.mine,
    queryFn: async (): Promise<MyDataExports> => {
      const { data, meta } = await apiRequest<DataExport[]>('GET', '/api/data_exports', {
        query: { 'page[size]': PAGE_SIZE },
      });
      return {
        exports: data ?? [],
        canRequest: meta.can_request === true,
        nextRequestAt: typeof meta.next_request_at === 'string' ? meta.next_request_at : null,
      };
    },
    refetchInterval: (query) => (preparing(query.state.data?.exports) ? WHILE_PREPARING_MS : false),
  });
}

/** POST /api/data_exports with no relationship: the member's own. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<DataExport>('POST', '/api/data_exports', {
          body: { type: 'data_exports', attributes: {} },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataExports.all }),
  });
}

export type EveryonesDataExports = { exports: DataExport[]; total: number; member: FoundMember | null };

/** GET /api/data_exports for platform administrators: everyone's, or one address's (`email`), a page at a time. */
export function useEveryonesDataExports(email: string, page = 1) {
  return useQuery({
    queryKey: queryKeys.dataExports.everyone(email, page),
    queryFn: async (): Promise<EveryonesDataExports> => {
      const { data, meta } = await apiRequest<DataExport[]>('GET', '/api/data_exports', {
        query: {
          'page[size]': PAGE_SIZE,
          'page[number]': page,
          ...(email ? { 'filter[email]': email } : {}),
        },
      });
      return {
        exports: data ?? [],
        total: typeof meta.total === 'number' ? meta.total : 0,
        member: (meta.member as FoundMember | null | undefined) ?? null,
      };
    },
    // The page shown stays while the next one loads (no jump to a loader between pages).
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (preparing(query.state.data?.exports) ? WHILE_PREPARING_MS : false),
  });
}

/** POST /api/data_exports for a member (relationship `user`) with the legal request's reference. */
export function usePrepareDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ member, reason }: { member: FoundMember; reason: string }) =>
      (
        await apiRequest<DataExport>('POST', '/api/data_exports', {
          body: {
            type: 'data_exports',
            attributes: { reason },
            relationships: { user: { data: { type: 'users', id: member.id } } },
          },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataExports.all }),
  });
}
