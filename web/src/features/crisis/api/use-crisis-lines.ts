import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { browserCountry } from '../lib/browser-country';

export type CrisisLine = {
  id: string;
  country_code: string;
  administrative_area_code: string | null;
  kind: 'emergency' | 'crisis_line';
  name: string;
  description: string | null;
  phone: string | null;
  sms: string | null;
  /** The word to text, e.g. HOME to 741741. */
  sms_body?: string | null;
  chat_url: string | null;
  website_url: string | null;
  hours: string | null;
  available_24_7: boolean;
  languages: string[];
  position: number;
  source_url: string;
  verified_on: string;
};

export type CrisisLinesResult = {
  lines: CrisisLine[];
  countries: { code: string; name: string }[];
  countryCode: string | null;
  areaCode: string | null;
};

export type CrisisLocation = { country?: string; region?: string };

function crisisLinesQuery(language: string, location: CrisisLocation) {
  return {
    queryKey: ['crisis-lines', language, location.country ?? null, location.region ?? null],
    queryFn: async (): Promise<CrisisLinesResult> => {
      const { data, meta } = await apiRequest<CrisisLine[]>('GET', '/api/crisis_lines', {
        query: { country_code: location.country, administrative_area_code: location.region },
      });
      return {
        lines: data,
        countries: (meta.countries ?? []) as CrisisLinesResult['countries'],
        countryCode: (meta.country_code ?? null) as string | null,
        areaCode: (meta.administrative_area_code ?? null) as string | null,
      };
    },
    placeholderData: keepPreviousData,
    retry: 1,
  };
}

/**
 * GET /api/crisis_lines (no sign-in needed): without a location the server uses the signed-in
 * member's profile; a chosen country (and region) overrides it. When neither says where, the
 * browser's country stands in (en-CA → Canada), so a person in distress never lands on an empty
 * list; every list of crisis lines goes through here.
 */
export function useCrisisLines(location: CrisisLocation) {
  const language = currentLocale();
  const asked = useQuery(crisisLinesQuery(language, location));
  const guess =
    !location.country && asked.data && !asked.data.countryCode ? knownBrowserCountry(asked.data) : null;
  const guessed = useQuery({
    ...crisisLinesQuery(language, { country: guess ?? undefined }),
    enabled: guess !== null,
  });
  return guess ? guessed : asked;
}

function knownBrowserCountry(result: CrisisLinesResult): string | null {
  const country = browserCountry();
  return country && result.countries.some((known) => known.code === country) ? country : null;
}
