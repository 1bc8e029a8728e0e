import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import { GeoNamesPlaces } from './geonames';
import { GooglePlaces } from './google';
import type { PlacesProvider } from './provider';

/** Google Places when GOOGLE_PLACES_KEY is set, else the offline GeoNames index (provider.ts). */
export function createPlacesProvider(env: Env, logger?: FastifyBaseLogger): PlacesProvider {
  return env.googlePlaces ? new GooglePlaces(env.googlePlaces, { logger }) : new GeoNamesPlaces();
}
