import { placeResource, singleDocument } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { invalidParameterValue, JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { GeoNamesPlaces } from './geonames';
import { presentPlace } from './presenter';

const coordinates = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

const nearestDoc: RouteDoc = {
  operationId: 'getNearestPlace',
  tag: 'places',
  summary:
    'The city nearest to `filter[latitude]` and `filter[longitude]` (no sign-in; used for crisis help by position)',
  query: {
    filter: {
      latitude: {
        description: 'Degrees north',
        required: true,
        schema: { type: 'number', minimum: -90, maximum: 90 },
      },
      longitude: {
        description: 'Degrees east',
        required: true,
        schema: { type: 'number', minimum: -180, maximum: 180 },
      },
    },
  },
  responses: {
    200: { description: 'The nearest city', document: singleDocument(placeResource) },
    404: 'No city found',
    422: 'A coordinate missing or out of range (`source.parameter` names it)',
  },
};

let offline: GeoNamesPlaces | undefined;

/**
 * GET /api/places/nearest?filter[latitude]=&filter[longitude]=: the nearest city, so crisis help can follow the
 * browser's position. No sign-in (crisis help is for everyone); always the offline index, so a
 * person's position never leaves the server, and request logs mask the coordinates.
 */
export async function nearestPlaceRoutes(app: FastifyInstance) {
  app.get(
    '/api/places/nearest',
    {
      config: { openapi: nearestDoc },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const parsed = coordinates.safeParse({
        latitude: query['filter[latitude]'],
        longitude: query['filter[longitude]'],
      });
      if (!parsed.success) {
        throw invalidParameterValue(`filter[${String(parsed.error.issues[0]?.path[0] ?? 'latitude')}]`);
      }
      offline ??= app.ctx.places instanceof GeoNamesPlaces ? app.ctx.places : new GeoNamesPlaces();
      const place = offline.nearest(parsed.data.latitude, parsed.data.longitude, request.locale);
      if (!place) throw notFound();
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentPlace(place)));
    },
  );
}
