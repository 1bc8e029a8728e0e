import { type CrisisLinesMeta, type crisisLineResource, type Flat, PAGE_SIZE_MAX } from '@evenkeel/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { browserLocation, type ZoneLocation } from '../../../lib/time-zone-location';

/** A crisis line in the request's language (common/src/resources/crisis-lines.ts). */
export type CrisisLine = Flat<typeof crisisLineResource>;

export type CrisisLinesResult = {
  lines: CrisisLine[];
  countries: CrisisLinesMeta['countries'];
  countryCode: string | null;
  areaCode: string | null;
};

export type CrisisLocation = { country?: string; region?: string };

function crisisLinesQuery(language: string, location: CrisisLocation) {
  return {
    queryKey: queryKeys.crisisLinesFor(language, location.country ?? null, location.region ?? null),
    queryFn: async (): Promise<CrisisLinesResult> => {
      const { data, meta } = await apiRequest<CrisisLine[]>('GET', '/api/crisis_lines', {
        // A place has a handful of lines: one page of the largest size holds them all.
        query: {
          'filter[country_code]': location.country,
          'filter[administrative_area_code]': location.region,
          'page[size]': PAGE_SIZE_MAX,
        },
      });
      return {
        lines: data,
        countries: (meta.countries ?? []) as CrisisLinesResult['countries'],
        countryCode: (meta.country_code ?? null) as CrisisLinesMeta['country_code'],
        areaCode: (meta.administrative_area_code ?? null) as CrisisLinesMeta['administrative_area_code'],
      };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused(1),
  };
}

/**
 * GET /api/crisis_lines (no sign-in needed), for the place crisis help is about, in this order:
 * a place chosen by hand (`location`); else the signed-in member's profile (the server's
 * default); else the browser's time zone (Europe/Paris → France, America/Montreal → Quebec),
 * when the dataset has lines for that country; else nobody knows: `needsCountry`, and the
 * person is asked for the country before any list. Never the interface language: an English
 * browser in Paris needs French lines. Every list of crisis lines goes through here.
 */
export function useCrisisLines(location: CrisisLocation) {
  const language = currentLocale();
  const asked = useQuery(crisisLinesQuery(language, location));
  const unplaced = !location.country && asked.data !== undefined && !asked.data.countryCode;
  const guess = unplaced && asked.data ? knownBrowserLocation(asked.data) : null;
  const guessed = useQuery({
    ...crisisLinesQuery(language, { country: guess?.country, region: guess?.region ?? undefined }),
    enabled: guess !== null,
  });
  if (guess) return { ...guessed, needsCountry: false, fromTimeZone: true };
  return { ...asked, needsCountry: unplaced, fromTimeZone: false };
}

function knownBrowserLocation(result: CrisisLinesResult): ZoneLocation | null {
  const place = browserLocation();
  return place && result.countries.some((known) => known.code === place.country) ? place : null;
}
