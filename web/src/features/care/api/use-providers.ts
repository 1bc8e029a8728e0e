import type { Flat, providerResource } from '@evenkeel/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A provider as the API presents it; in search results `meta` also has `reasons` and `distance_km`. */
export type Provider = Flat<typeof providerResource>;
export type ProviderMeta = { reasons?: string[]; distance_km?: number | null };

/** What the care center's search form holds (GET /api/providers filters). */
export type ProviderFilters = {
  specialties: string[];
  languages: string[];
  modalities: string[];
  /** A place id from GET /api/places, or null. */
  near: string | null;
  withinKm: number;
  accepting: boolean;
  /** Only providers the member's benefit groups cover (docs/benefits.md). */
  covered: boolean;
};

export const NO_FILTERS: ProviderFilters = {
  specialties: [],
  languages: [],
  modalities: [],
  near: null,
  withinKm: 25,
  accepting: false,
  covered: false,
};

export function searchQuery(filters: ProviderFilters, page = 1): Record<string, string | number> {
  return {
    'page[size]': 20,
    'page[number]': page,
    ...(filters.specialties.length ? { 'filter[specialty]': filters.specialties.join(',') } : {}),
    ...(filters.languages.length ? { 'filter[language]': filters.languages.join(',') } : {}),
    ...(filters.modalities.length ? { 'filter[modality]': filters.modalities.join(',') } : {}),
    ...(filters.near ? { 'filter[near]': filters.near, 'filter[within_km]': filters.withinKm } : {}),
    ...(filters.accepting ? { 'filter[accepting]': 'true' } : {}),
    ...(filters.covered ? { 'filter[covered]': 'true' } : {}),
  };
}

/** A page of the providers the member may find, with each one's reasons and distance. */
export function useProviderSearch(filters: ProviderFilters, page = 1) {
  return useQuery({
    queryKey: queryKeys.providerSearch({ filters, page }),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const result = await apiRequest<Provider[]>('GET', '/api/providers', {
        query: searchQuery(filters, page),
      });
      return { providers: result.data ?? [], total: Number(result.meta.total ?? 0) };
    },
  });
}

/** The administrators' list: every provider of an organization, deactivated ones too. */
export function useOrganizationProviders(organization: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.providerSearch({ organization }),
    enabled,
    queryFn: async () =>
      (
        await apiRequest<Provider[]>('GET', '/api/providers', {
          query: { 'filter[organization]': organization, 'filter[active]': 'any', 'page[size]': 100 },
        })
      ).data ?? [],
  });
}

/** The signed-in provider's own profile, if they have one. */
export function useMyProvider(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.myProvider,
    enabled,
    queryFn: async () =>
      (await apiRequest<Provider[]>('GET', '/api/providers', { query: { 'filter[mine]': 'true' } }))
        .data?.[0] ?? null,
  });
}

export function useProvider(slug: string) {
  return useQuery({
    queryKey: queryKeys.provider(slug),
    queryFn: async () =>
      (await apiRequest<Provider>('GET', `/api/providers/${encodeURIComponent(slug)}`)).data,
  });
}

/** PATCH /api/providers/{slug}: the owner's fields, or `active` for administrators. */
export function useUpdateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, attributes }: { slug: string; attributes: Record<string, unknown> }) =>
      (
        await apiRequest<Provider>('PATCH', `/api/providers/${encodeURIComponent(slug)}`, {
          body: { type: 'providers', id: slug, attributes },
        })
      ).data,
    onSuccess: (provider) => {
      queryClient.setQueryData(queryKeys.provider(provider.id), provider);
      void queryClient.invalidateQueries({ queryKey: queryKeys.providers });
    },
  });
}
