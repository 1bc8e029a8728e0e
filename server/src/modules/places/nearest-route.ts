import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { invalidParameterValue, JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import * as contract from './contract';
import { GeoNamesPlaces } from './geonames';
import { presentPlace } from './presenter';

let offline: GeoNamesPlaces | undefined;

/**
 * GET /api/places/nearest?filter[latitude]=&filter[longitude]=: the nearest city, so crisis help can follow the
 * browser's position. No sign-in (crisis help is for everyone); always the offline index, so a
 * person's position never leaves the server, and request logs mask the coordinates.
 */
export async function nearestPlaceRoutes(app: FastifyInstance) {
  app.get('/api/places/nearest', contract.getNearestPlace, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parsed = contract.coordinates.safeParse({
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
  });
}
