import {
  listDocument,
  PLACES_QUERY_MAX_LENGTH,
  PLACES_QUERY_MIN_LENGTH,
  placeResource,
  placesQueryField,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { invalidParameterValue, JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { withDistinctLabels } from './labels';
import { presentPlace } from './presenter';

const listPlacesDoc: RouteDoc = {
  operationId: 'listPlaces',
  tag: 'places',
  summary:
    'City autocomplete: `filter[q]`, up to 10 cities (GeoNames: by population, and a name followed by its region or country, "London, Ontario", "Paris Tex", placed first; Google Places when GOOGLE_PLACES_KEY is set: up to 5); names in the request language; every label distinct (region, country, then population)',
  signedIn: true,
  query: {
    page: true,
    filter: {
      q: {
        description:
          'The start of a city name, or a name followed by its region or country ("London, Ontario", "Montréal QC")',
        required: true,
        schema: { type: 'string', minLength: PLACES_QUERY_MIN_LENGTH, maxLength: PLACES_QUERY_MAX_LENGTH },
      },
    },
  },
  responses: {
    200: { description: 'Matching cities, best known first', document: listDocument(placeResource) },
    422: '`filter[q]` missing, shorter than 2 or longer than 100 characters (`source.parameter`)',
    502: 'Google Places (when configured) answered with an error',
  },
};

export async function placeRoutes(app: FastifyInstance) {
  app.get('/api/places', { config: { openapi: listPlacesDoc } }, async (request, reply) => {
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
