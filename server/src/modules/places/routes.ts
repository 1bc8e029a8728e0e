import { placesQueryField } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { invalidParameterValue, JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import * as contract from './contract';
import { withDistinctLabels } from './labels';
import { presentPlace } from './presenter';

export async function placeRoutes(app: FastifyInstance) {
  app.get('/api/places', contract.listPlaces, async (request, reply) => {
    requireUser(request);
    const query = request.query as Record<string, unknown>;
    const page = parsePage(query);
    const parsed = placesQueryField.safeParse(query['filter[q]']);
    if (!parsed.success) throw invalidParameterValue('filter[q]');
    const places = withDistinctLabels(
      await app.ctx.places.search(parsed.data, request.locale),
      request.locale,
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(places.slice(page.offset, page.offset + page.size).map(presentPlace), {
        meta: { total: places.length },
      }),
    );
  });
}
