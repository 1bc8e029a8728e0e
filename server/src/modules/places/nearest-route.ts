import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { GeoNamesPlaces } from './geonames';
import { presentPlace } from './routes';

const coordinates = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

let offline: GeoNamesPlaces | undefined;

/**
 * GET /api/places/nearest?latitude=&longitude=: the nearest city, so crisis help can follow the
 * browser's position. No sign-in (crisis help is for everyone); always the offline index, so a
 * person's position never leaves the server, and request logs mask the coordinates.
 */
export async function nearestPlaceRoutes(app: FastifyInstance) {
  app.get(
    '/api/places/nearest',
    {
      config: {
        openapi: {
          tag: 'places',
          summary:
            'The city nearest to `latitude` and `longitude` (no sign-in; used for crisis help by position)',
          signedIn: false,
          responses: { 200: 'places', 404: 'no city found', 422: 'coordinates missing or out of range' },
        },
      },
    },
    async (request, reply) => {
      const parsed = coordinates.safeParse(request.query);
      if (!parsed.success) {
        const name = String(parsed.error.issues[0]?.path[0] ?? 'latitude');
        throw new ApiError(422, 'invalid_parameter', 'errors.invalid_parameter', { name });
      }
      offline ??= app.ctx.places instanceof GeoNamesPlaces ? app.ctx.places : new GeoNamesPlaces();
      const place = offline.nearest(parsed.data.latitude, parsed.data.longitude, request.locale);
      if (!place) throw notFound();
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentPlace(place)));
    },
  );
}
