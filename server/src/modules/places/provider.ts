import type { Locale } from '@evenkeel/common';
import type { Env } from '../../env';
import { GeoNamesPlaces } from './geonames';

/** A place as the account page stores it (spec §3 Location, plus a time zone). */
export type Place = {
  /** Provider-prefixed id, e.g. "geonames:6077243"; stored as `google_place_id`. */
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
 * City search and lookup. The offline GeoNames provider is the default; a Google Places
 * provider can implement the same two calls when GOOGLE_PLACES_KEY is set (not built yet).
 */
export interface PlacesProvider {
  /** Up to 10 cities whose name starts with `query`, most populous first. */
  search(query: string, locale: Locale): Promise<Place[]>;
  /** The place for an id returned by `search`, or null when the provider does not know it. */
  find(placeId: string, locale: Locale): Promise<Place | null>;
}

export function createPlacesProvider(_env: Env): PlacesProvider {
  return new GeoNamesPlaces();
}
