import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import type { PlacesProvider } from '../../lib/places';
import { GeoNamesPlaces } from './geonames';
import { GooglePlaces } from './google';

/** Google Places when GOOGLE_PLACES_KEY is set, else the offline GeoNames index (provider.ts). */
export function createPlacesProvider(env: Env, logger?: FastifyBaseLogger): PlacesProvider {
  return env.googlePlaces ? new GooglePlaces(env.googlePlaces, { logger }) : new GeoNamesPlaces();
}
