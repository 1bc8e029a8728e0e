import { placesQueryField } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, type Resource, toDocument } from '../../http/jsonapi';
import { withDistinctLabels } from './labels';
import type { Place } from './provider';

export function presentPlace(place: Place): Resource {
  return {
    type: 'places',
    id: place.id,
    locality: place.locality,
    administrative_area: place.administrative_area,
    administrative_area_code: place.administrative_area_code,
    country: place.country,
    country_code: place.country_code,
    postal_code: place.postal_code,
    latitude: place.latitude,
    longitude: place.longitude,
    google_place_id: place.id,
    timezone: place.timezone,
    label: place.label,
    population: place.population,
  };
}

export async function placeRoutes(app: FastifyInstance) {
  app.get(
    '/api/places',
    {
      config: {
        openapi: {
          tag: 'places',
          summary:
            'City autocomplete: `q` (2–100 characters), up to 10 cities (GeoNames: by population; Google Places when GOOGLE_PLACES_KEY is set: up to 5); names in the request language; every label distinct (region, country, then population)',
          signedIn: true,
          responses: {
            200: 'places',
            401: 'signed out',
            422: 'q missing, too short or too long',
            502: 'Google Places (when configured) answered with an error',
            503: 'Google Places (when configured) did not answer in time',
          },
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const parsed = placesQueryField.safeParse((request.query as Record<string, unknown>).q);
      if (!parsed.success)
        throw new ApiError(422, 'invalid_parameter', 'errors.invalid_parameter', { name: 'q' });
      const places = withDistinctLabels(
        await app.ctx.places.search(parsed.data, request.locale),
        request.locale,
      );
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(places.map(presentPlace), { meta: { total: places.length } }));
    },
  );
}
