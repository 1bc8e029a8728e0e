import {
  listDocument,
  PLACES_QUERY_MAX_LENGTH,
  PLACES_QUERY_MIN_LENGTH,
  placeResource,
  singleDocument,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The places routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('places');

/** The nearest-city query: `filter[latitude]`, `filter[longitude]`. */
export const coordinates = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

export const listPlaces = doc({
  operationId: 'listPlaces',
  summary:
    'City autocomplete: `filter[q]`, up to 10 cities (GeoNames: by population, and a name followed by its region or country, "London, Ontario", "Paris Tex", placed first; Google Places when GOOGLE_PLACES_KEY is set: up to 5); names in the request language; every label distinct (region, country, then population)',
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
});

export const getNearestPlace = doc({
  operationId: 'getNearestPlace',
  signedIn: false,
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
});
