import { type Locale, PLACES_RESULTS_MAX } from '@evenkeel/common';
import type { FastifyBaseLogger } from 'fastify';
import type { GooglePlacesSettings } from '../../env';
import { ApiError } from '../../http/errors';
import type { Place, PlacesProvider } from '../../lib/places';
import { countryName, timezoneAt } from './geonames';

/** Google's types for a city, as its "(cities)" collection defines them. */
export const CITY_TYPES = ['locality', 'administrative_area_level_3'] as const;
/** What Place Details returns: only the fields the profile stores (the Essentials fields). */
export const DETAILS_FIELD_MASK = 'id,types,addressComponents,location';

/** Google place ids are URL-safe base64-like strings ("ChIJDbdkHFQayUwR7-8fITgxTmU"). */
const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;
const DEFAULT_TIMEOUT_MS = 5000;
const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX = 1000;

type AddressComponent = { longText?: string; shortText?: string; types?: string[] };
type PlaceDetails = {
  id?: string;
  types?: string[];
  addressComponents?: AddressComponent[];
  location?: { latitude?: number; longitude?: number };
};
type AutocompleteResponse = { suggestions?: { placePrediction?: { placeId?: string } }[] };

/**
 * The spec's warning, "Something went wrong, please try again later.": 502 when Google answered
 * badly, 503 when it could not be reached in time. Nothing of Google's answer (or the key) reaches
 * the client.
 */
const unavailable = (status: 502 | 503) => new ApiError(status, 'places_unavailable', 'errors.location');

/**
 * City search through the Places API (New) when GOOGLE_PLACES_KEY is set.
 *
 * search: Autocomplete limited to cities in the request's language, then Place Details of each
 * suggestion (at most 5), because the account page only accepts a city whose coordinates and
 * country it can show. find: Place Details, refused (null) unless the place is a city. The
 * time zone comes from the coordinates by the same offline lookup as GeoNames; the country's
 * name from the same table, so both providers store the same names. Details are kept in memory
 * for an hour, so the PATCH that stores a city just listed does not ask Google again.
 * The key travels in the X-Goog-Api-Key header, never in a URL or a log line.
 */
export class GooglePlaces implements PlacesProvider {
  private readonly cache = new Map<string, { place: Place; expires: number }>();
  private readonly timeoutMs: number;

  constructor(
    private readonly settings: GooglePlacesSettings,
    private readonly options: { logger?: FastifyBaseLogger; timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async search(query: string, locale: Locale): Promise<Place[]> {
    const response = await this.call('autocomplete', `${this.settings.baseUrl}/v1/places:autocomplete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        input: query,
        includedPrimaryTypes: CITY_TYPES,
        languageCode: locale,
      }),
    });
    if (!response.ok) throw await this.failure('autocomplete', response);
    const body = (await response.json().catch(() => null)) as AutocompleteResponse | null;
    if (!body) throw this.malformed('autocomplete');
    const ids = [
      ...new Set(
        (body.suggestions ?? [])
          .map((suggestion) => suggestion.placePrediction?.placeId)
          .filter((id): id is string => typeof id === 'string' && PLACE_ID.test(id)),
      ),
    ].slice(0, PLACES_RESULTS_MAX);
    const settled = await Promise.allSettled(ids.map((id) => this.details(id, locale)));
    const failed = settled.find((result) => result.status === 'rejected');
    const places = settled.flatMap((result) =>
      result.status === 'fulfilled' && result.value ? [result.value] : [],
    );
    // One detail lost is a shorter list; all of them lost is an outage.
    if (failed && places.length === 0) throw failed.reason;
    return places;
  }

  async find(placeId: string, locale: Locale): Promise<Place | null> {
    if (!PLACE_ID.test(placeId)) return null;
    return this.details(placeId, locale);
  }

  private async details(placeId: string, locale: Locale): Promise<Place | null> {
    const cacheKey = `${locale}:${placeId}`;
    const cached = this.cache.get(cacheKey);
    if (cached && cached.expires > Date.now()) return cached.place;
    const url = new URL(`${this.settings.baseUrl}/v1/places/${encodeURIComponent(placeId)}`);
    url.searchParams.set('languageCode', locale);
    const response = await this.call('details', url.toString(), {
      method: 'GET',
      headers: { 'x-goog-fieldmask': DETAILS_FIELD_MASK },
    });
    // An id Google does not know (or cannot read) is a wrong choice, not an outage.
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw await this.failure('details', response);
    const body = (await response.json().catch(() => null)) as PlaceDetails | null;
    if (!body) throw this.malformed('details');
    const place = toPlace(placeId, body, locale);
    if (place) this.remember(cacheKey, place);
    return place;
  }

  private remember(key: string, place: Place) {
    this.cache.delete(key);
    this.cache.set(key, { place, expires: Date.now() + CACHE_TTL_MS });
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.cache.size > CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  private async call(operation: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-goog-api-key': this.settings.key },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      this.options.logger?.error(
        { operation, reason: name === 'TimeoutError' ? 'timeout' : name },
        'Google Places unreachable',
      );
      throw unavailable(503);
    }
  }

  private async failure(operation: string, response: Response): Promise<ApiError> {
    // Google's error status (e.g. PERMISSION_DENIED, RESOURCE_EXHAUSTED), never its message or our key.
    const body = (await response.json().catch(() => null)) as { error?: { status?: unknown } } | null;
    const status = typeof body?.error?.status === 'string' ? body.error.status.slice(0, 64) : null;
    this.options.logger?.error(
      { operation, httpStatus: response.status, status },
      'Google Places refused the request',
    );
    return unavailable(502);
  }

  private malformed(operation: string): ApiError {
    this.options.logger?.error({ operation }, 'Google Places answered something unreadable');
    return unavailable(502);
  }
}

const component = (components: AddressComponent[], type: string) =>
  components.find((candidate) => candidate.types?.includes(type));

/** A Place from Place Details, or null unless it is a city with a country and coordinates. */
export function toPlace(placeId: string, details: PlaceDetails, locale: Locale): Place | null {
  const types = details.types ?? [];
  if (!CITY_TYPES.some((type) => types.includes(type))) return null;
  const components = details.addressComponents ?? [];
  const locality =
    component(components, 'locality')?.longText ??
    component(components, 'postal_town')?.longText ??
    component(components, 'administrative_area_level_3')?.longText ??
    null;
  const area = component(components, 'administrative_area_level_1');
  const country = component(components, 'country');
  const countryCode = country?.shortText?.toUpperCase() ?? null;
  const latitude = details.location?.latitude;
  const longitude = details.location?.longitude;
  if (
    !locality ||
    !countryCode ||
    typeof latitude !== 'number' ||
    typeof longitude !== 'number' ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  ) {
    return null;
  }
  const countryLabel = countryName(countryCode, locale) ?? country?.longText ?? null;
  const areaName = area?.longText ?? null;
  return {
    id: details.id && PLACE_ID.test(details.id) ? details.id : placeId,
    locality,
    administrative_area: areaName,
    administrative_area_code: area?.shortText ?? null,
    country: countryLabel,
    country_code: countryCode,
    postal_code: component(components, 'postal_code')?.longText ?? null,
    latitude,
    longitude,
    timezone: timezoneAt(latitude, longitude),
    label: [locality, areaName, countryLabel].filter(Boolean).join(', '),
    population: null,
  };
}
