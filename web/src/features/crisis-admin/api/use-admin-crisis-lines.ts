import { type CrisisLinesMeta, type crisisLineResource, type Flat, PAGE_SIZE_MAX } from '@evenkeel/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

type CrisisLine = Flat<typeof crisisLineResource>;
/** What only the administrators' view (`filter[view]=edit`) carries, and always carries. */
type EditViewMember =
  | 'name_en'
  | 'name_fr'
  | 'description_en'
  | 'description_fr'
  | 'hours_en'
  | 'hours_fr'
  | 'origin'
  | 'edited_at';
/** A crisis line as the administrators' list gives it: both languages' texts, origin, last edit. */
export type AdminCrisisLine = CrisisLine & Required<Pick<CrisisLine, EditViewMember>>;
export type Country = CrisisLinesMeta['countries'][number];

export type AdminCrisisLines = {
  lines: AdminCrisisLine[];
  /** Countries that have lines. */
  countries: Country[];
  /** Every country, for a new line. */
  allCountries: Country[];
};

/** Every line of a country, all regions, both languages (platform administrators). */
export function useAdminCrisisLines(country: string) {
  const language = currentLocale();
  return useQuery({
    queryKey: queryKeys.crisisLinesToEdit(language, country),
    enabled: country !== '',
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<AdminCrisisLines> => {
      const { data, meta } = await apiRequest<AdminCrisisLine[]>('GET', '/api/crisis_lines', {
        query: { 'filter[view]': 'edit', 'filter[country_code]': country, 'page[size]': PAGE_SIZE_MAX },
      });
      return {
        lines: data ?? [],
        countries: (meta.countries ?? []) as Country[],
        allCountries: (meta.all_countries ?? []) as Country[],
      };
    },
  });
}
