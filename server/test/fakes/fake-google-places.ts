import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TEST CODE. A local stand-in for the Places API (New) on 127.0.0.1, answering in the shapes
 * Google documents: POST /v1/places:autocomplete and GET /v1/places/{id} (with the field mask
 * and languageCode). It checks the X-Goog-Api-Key header (403 PERMISSION_DENIED otherwise),
 * records each request, and can fail or hang on demand.
 */
export type RecordedGoogleRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

type Component = { longText: string; shortText: string; types: string[]; languageCode: string };
type Fixture = {
  id: string;
  types: string[];
  names: Record<'en' | 'fr', { main: string; secondary: string; components: Component[] }>;
  location: { latitude: number; longitude: number } | null;
};

const political = (longText: string, shortText: string, type: string, languageCode: string): Component => ({
  longText,
  shortText,
  types: [type, 'political'],
  languageCode,
});

export const MONTREAL_ID = 'ChIJDbdkHFQayUwR7-8fITgxTmU';
export const MONTREAL_NORD_ID = 'ChIJ2aE8bTkgyUwRnZ1WfFzhc3U';
export const LYON_ID = 'ChIJl4foalHq9EcR8CG75CqrCAQ';
/** A café in Montréal: it has a locality, coordinates and a country, but it is not a city. */
export const CAFE_ID = 'ChIJcafeNotACity0000000000';

const FIXTURES: Fixture[] = [
  {
    id: MONTREAL_ID,
    types: ['locality', 'political'],
    names: {
      en: {
        main: 'Montreal',
        secondary: 'QC, Canada',
        components: [
          political('Montreal', 'Montreal', 'locality', 'en'),
          political(
            'Communauté-Urbaine-de-Montréal',
            'Communauté-Urbaine-de-Montréal',
            'administrative_area_level_2',
            'fr',
          ),
          political('Quebec', 'QC', 'administrative_area_level_1', 'en'),
          political('Canada', 'CA', 'country', 'en'),
        ],
      },
      fr: {
        main: 'Montréal',
        secondary: 'QC, Canada',
        components: [
          political('Montréal', 'Montréal', 'locality', 'fr'),
          political(
            'Communauté-Urbaine-de-Montréal',
            'Communauté-Urbaine-de-Montréal',
            'administrative_area_level_2',
            'fr',
          ),
          political('Québec', 'QC', 'administrative_area_level_1', 'fr'),
          political('Canada', 'CA', 'country', 'fr'),
        ],
      },
    },
    location: { latitude: 45.5018869, longitude: -73.56739189999999 },
  },
  {
    id: MONTREAL_NORD_ID,
    types: ['sublocality_level_1', 'sublocality', 'political'],
    names: {
      en: {
        main: 'Montréal-Nord',
        secondary: 'Montreal, QC, Canada',
        components: [
          political('Montréal-Nord', 'Montréal-Nord', 'sublocality_level_1', 'fr'),
          political('Montreal', 'Montreal', 'locality', 'en'),
          political('Quebec', 'QC', 'administrative_area_level_1', 'en'),
          political('Canada', 'CA', 'country', 'en'),
        ],
      },
      fr: {
        main: 'Montréal-Nord',
        secondary: 'Montréal, QC, Canada',
        components: [
          political('Montréal-Nord', 'Montréal-Nord', 'sublocality_level_1', 'fr'),
          political('Montréal', 'Montréal', 'locality', 'fr'),
          political('Québec', 'QC', 'administrative_area_level_1', 'fr'),
          political('Canada', 'CA', 'country', 'fr'),
        ],
      },
    },
    location: { latitude: 45.5914, longitude: -73.6372 },
  },
  {
    id: LYON_ID,
    types: ['locality', 'political'],
    names: {
      en: {
        main: 'Lyon',
        secondary: 'France',
        components: [
          political('Lyon', 'Lyon', 'locality', 'fr'),
          political('Rhône', 'Rhône', 'administrative_area_level_2', 'fr'),
          political('Auvergne-Rhône-Alpes', 'ARA', 'administrative_area_level_1', 'fr'),
          political('France', 'FR', 'country', 'en'),
        ],
      },
      fr: {
        main: 'Lyon',
        secondary: 'France',
        components: [
          political('Lyon', 'Lyon', 'locality', 'fr'),
          political('Rhône', 'Rhône', 'administrative_area_level_2', 'fr'),
          political('Auvergne-Rhône-Alpes', 'ARA', 'administrative_area_level_1', 'fr'),
          political('France', 'FR', 'country', 'fr'),
        ],
      },
    },
    location: { latitude: 45.764043, longitude: 4.835659 },
  },
  {
    id: CAFE_ID,
    types: ['cafe', 'food', 'point_of_interest', 'establishment'],
    names: {
      en: {
        main: 'Café Olimpico',
        secondary: 'Rue Saint-Viateur Ouest, Montreal, QC, Canada',
        components: [
          political('Montreal', 'Montreal', 'locality', 'en'),
          political('Quebec', 'QC', 'administrative_area_level_1', 'en'),
          political('Canada', 'CA', 'country', 'en'),
          { longText: 'H2V 1X9', shortText: 'H2V 1X9', types: ['postal_code'], languageCode: 'en' },
        ],
      },
      fr: {
        main: 'Café Olimpico',
        secondary: 'Rue Saint-Viateur Ouest, Montréal, QC, Canada',
        components: [
          political('Montréal', 'Montréal', 'locality', 'fr'),
          political('Québec', 'QC', 'administrative_area_level_1', 'fr'),
          political('Canada', 'CA', 'country', 'fr'),
          { longText: 'H2V 1X9', shortText: 'H2V 1X9', types: ['postal_code'], languageCode: 'fr' },
        ],
      },
    },
    location: { latitude: 45.5228, longitude: -73.6046 },
  },
];

export type FakeGooglePlaces = {
  baseUrl: string;
  requests: RecordedGoogleRequest[];
  /** The next `count` requests get this HTTP status with a Google error body. */
  failNext(status: number, count?: number): void;
  /** Requests get no answer until `hang(false)` (or close). */
  hang(on: boolean): void;
  close(): Promise<void>;
};

const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function googleError(response: ServerResponse, code: number, message: string) {
  response.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify({ error: { code, message, status: GOOGLE_STATUS[code] ?? 'UNKNOWN' } }));
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export async function startFakeGooglePlaces(key: string): Promise<FakeGooglePlaces> {
  const requests: RecordedGoogleRequest[] = [];
  let failures: { status: number; count: number } | null = null;
  let hanging = false;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method ?? '',
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    if (hanging) return;
    if (request.headers['x-goog-api-key'] !== key) {
      return googleError(response, 403, 'API key not valid. Please pass a valid API key.');
    }
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return googleError(response, failures.status, 'Something failed.');
    }
    if (request.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
      const input = (body ?? {}) as {
        input?: string;
        includedPrimaryTypes?: string[];
        languageCode?: string;
      };
      if (typeof input.input !== 'string') return googleError(response, 400, 'input is required');
      const language = input.languageCode === 'fr' ? 'fr' : 'en';
      const wanted = input.includedPrimaryTypes ?? [];
      const suggestions = FIXTURES.filter((fixture) =>
        fold(fixture.names[language].main).startsWith(fold(input.input as string)),
      )
        .filter((fixture) => wanted.length === 0 || fixture.types.some((type) => wanted.includes(type)))
        .slice(0, 5)
        .map((fixture) => {
          const names = fixture.names[language];
          return {
            placePrediction: {
              place: `places/${fixture.id}`,
              placeId: fixture.id,
              text: {
                text: `${names.main}, ${names.secondary}`,
                matches: [{ endOffset: (input.input as string).length }],
              },
              structuredFormat: {
                mainText: { text: names.main, matches: [{ endOffset: (input.input as string).length }] },
                secondaryText: { text: names.secondary },
              },
              types: [...fixture.types, 'geocode'],
            },
          };
        });
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      return response.end(JSON.stringify(suggestions.length ? { suggestions } : {}));
    }
    const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && details) {
      if (!request.headers['x-goog-fieldmask']) {
        return googleError(response, 400, 'FieldMask is a required parameter.');
      }
      const id = decodeURIComponent(details[1] as string);
      const fixture = FIXTURES.find((candidate) => candidate.id === id);
      if (!fixture) {
        return /^ChIJ/.test(id)
          ? googleError(response, 404, `Place '${id}' not found.`)
          : googleError(response, 400, 'Not a valid Place ID.');
      }
      const language = url.searchParams.get('languageCode') === 'fr' ? 'fr' : 'en';
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      return response.end(
        JSON.stringify({
          id: fixture.id,
          types: fixture.types,
          addressComponents: fixture.names[language].components,
          ...(fixture.location ? { location: fixture.location } : {}),
        }),
      );
    }
    return googleError(response, 404, 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    hang(on) {
      hanging = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
