import type { Locale } from '@evenkeel/common';

/** A place as the account page stores it (spec §3 Location, plus a time zone). */
export type Place = {
  /** "geonames:6077243" (GeoNames) or Google's place id ("ChIJ…"); stored as `google_place_id`. */
  id: string;
  locality: string | null;
  administrative_area: string | null;
  administrative_area_code: string | null;
  country: string | null;
  country_code: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
  /** "Montréal, Quebec, Canada" */
  label: string;
  population: number | null;
};

/**
 * City search and lookup. The offline GeoNames provider is the default; Google Places (API New)
 * replaces it when GOOGLE_PLACES_KEY is set. Each provider's `find` knows only its own ids, so a
 * place chosen under one provider is refused ("Incorrect location…") under the other. The
 * choice is made in modules/places/create-provider.ts; the types live here, under the app context
 * (context.ts) that carries the provider, so that neither imports a module.
 */
export interface PlacesProvider {
  /**
   * Up to 10 cities whose name starts with `query`, most populous first; GeoNames also reads a
   * name followed by a region or country ("London, Ontario", "Paris Tex": qualifiers.ts).
   */
  search(query: string, locale: Locale): Promise<Place[]>;
  /**
   * The place for an id returned by `search`, or null when the provider does not know it (or,
   * for Google, it is not a city). Throws a 502/503 ApiError when the provider cannot answer.
   */
  find(placeId: string, locale: Locale): Promise<Place | null>;
}
