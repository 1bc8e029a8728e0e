import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAFE_ID,
  type FakeGooglePlaces,
  LYON_ID,
  MONTREAL_ID,
  MONTREAL_NORD_ID,
  startFakeGooglePlaces,
} from '../../../test/fakes/fake-google-places';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { GooglePlaces } from './google';

const KEY = 'AIza-test-key-never-shown';
const SOMETHING_WRONG = 'Something went wrong, please try again later.';
const SOMETHING_WRONG_FR = 'Une erreur s’est produite, veuillez réessayer plus tard.';
const INCORRECT_LOCATION =
  'Incorrect location has been provided. Please type in your location and select a correct option from the dropdown list.';
const INCORRECT_LOCATION_FR =
  'Le lieu indiqué est incorrect. Veuillez saisir votre ville et choisir une option correcte dans la liste déroulante.';

let google: FakeGooglePlaces;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGooglePlaces(KEY);
  t = await createTestApp({ GOOGLE_PLACES_KEY: KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(() => {
  google.requests.length = 0;
  google.hang(false);
  google.failNext(200, 0);
});

const provider = (options: { key?: string; timeoutMs?: number } = {}) =>
  new GooglePlaces({ key: options.key ?? KEY, baseUrl: google.baseUrl }, { timeoutMs: options.timeoutMs });

describe('Google Places provider', () => {
  it('asks Autocomplete for cities in the request language, then Place Details for each', async () => {
    const places = await provider().search('montr', 'en');
    const [autocomplete, ...details] = google.requests;
    expect(autocomplete).toMatchObject({
      method: 'POST',
      path: '/v1/places:autocomplete',
      body: {
        input: 'montr',
        includedPrimaryTypes: ['locality', 'administrative_area_level_3'],
        languageCode: 'en',
      },
    });
    expect(autocomplete?.headers['x-goog-api-key']).toBe(KEY);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({
      method: 'GET',
      path: `/v1/places/${MONTREAL_ID}`,
      query: { languageCode: 'en' },
    });
    expect(details[0]?.headers['x-goog-fieldmask']).toBe('id,types,addressComponents,location');
    // The key is a header, never part of a URL.
    expect(google.requests.every((request) => !JSON.stringify(request.query).includes(KEY))).toBe(true);
    // Montréal-Nord (a sublocality) is not a city.
    expect(places).toEqual([
      {
        id: MONTREAL_ID,
        locality: 'Montreal',
        administrative_area: 'Quebec',
        administrative_area_code: 'QC',
        country: 'Canada',
        country_code: 'CA',
        postal_code: null,
        latitude: 45.5018869,
        longitude: -73.56739189999999,
        timezone: 'America/Toronto',
        label: 'Montreal, Quebec, Canada',
        population: null,
      },
    ]);
  });

  it('names the city, region and country in French for a French request', async () => {
    const [montreal] = await provider().search('montré', 'fr');
    expect(montreal).toMatchObject({
      locality: 'Montréal',
      administrative_area: 'Québec',
      country: 'Canada',
    });
    expect(google.requests[0]?.body).toMatchObject({ languageCode: 'fr' });
    const lyon = await provider().find(LYON_ID, 'fr');
    expect(lyon).toMatchObject({
      locality: 'Lyon',
      country: 'France',
      country_code: 'FR',
      timezone: 'Europe/Paris',
    });
  });

  it('finds only cities it knows; GeoNames ids and malformed ids never reach Google', async () => {
    const places = provider();
    expect(await places.find(MONTREAL_ID, 'en')).toMatchObject({ locality: 'Montreal' });
    expect(await places.find(CAFE_ID, 'en')).toBeNull();
    expect(await places.find(MONTREAL_NORD_ID, 'en')).toBeNull();
    expect(await places.find('ChIJunknownPlace000000', 'en')).toBeNull();
    const asked = google.requests.length;
    expect(await places.find('geonames:6077243', 'en')).toBeNull();
    expect(await places.find('../../v1/places:autocomplete', 'en')).toBeNull();
    expect(google.requests.length).toBe(asked);
  });

  it('keeps details for an hour: the city just listed is not fetched again', async () => {
    const places = provider();
    await places.search('montr', 'en');
    const asked = google.requests.length;
    expect(await places.find(MONTREAL_ID, 'en')).toMatchObject({ locality: 'Montreal' });
    expect(google.requests.length).toBe(asked);
    // Another language is another answer.
    expect(await places.find(MONTREAL_ID, 'fr')).toMatchObject({ locality: 'Montréal' });
    expect(google.requests.length).toBe(asked + 1);
  });

  it('turns a refused key, an error, or no answer in time into a 502/503 that says nothing of Google', async () => {
    const refused = await provider({ key: 'wrong' })
      .search('montr', 'en')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 502, code: 'places_unavailable', key: 'errors.location' });

    google.failNext(500);
    await expect(provider().find(LYON_ID, 'en')).rejects.toMatchObject({ status: 502 });

    google.hang(true);
    await expect(provider({ timeoutMs: 100 }).search('lyon', 'en')).rejects.toMatchObject({
      status: 503,
      code: 'places_unavailable',
    });
  });
});

describe('the account page with GOOGLE_PLACES_KEY', () => {
  async function signedIn(locale: 'en' | 'fr' = 'en') {
    const user = await createUser(t.ctx, { locale });
    const client = await clientFor(t.app, user, locale);
    const patch = (attributes: Record<string, unknown>) =>
      client.patch(`/api/users/${user.slug}`, resource('users', attributes, user.slug));
    return { user, client, patch };
  }

  it('lists Google cities in GET /api/places, in the request language', async () => {
    const { client } = await signedIn();
    const response = await client.get('/api/places?filter[q]=montr');
    expect(response.statusCode).toBe(200);
    expect(items(response)).toEqual([
      expect.objectContaining({
        type: 'places',
        id: MONTREAL_ID,
        attributes: expect.objectContaining({
          locality: 'Montreal',
          google_place_id: MONTREAL_ID,
          timezone: 'America/Toronto',
          label: 'Montreal, Quebec, Canada',
        }),
      }),
    ]);
    const french = await signedIn('fr');
    expect(items(await french.client.get('/api/places?filter[q]=montr'))[0]?.attributes.locality).toBe(
      'Montréal',
    );
    const anonymous = await new TestClient(t.app).start();
    expect((await anonymous.get('/api/places?filter[q]=montr')).statusCode).toBe(401);
  });

  it("stores Google's place and its time zone on PATCH /api/users", async () => {
    const { user, patch } = await signedIn();
    const response = await patch({ location: { google_place_id: LYON_ID } });
    expect(response.statusCode).toBe(200);
    expect(response.doc.data?.attributes).toMatchObject({
      timezone: 'Europe/Paris',
      location: {
        locality: 'Lyon',
        administrative_area: 'Auvergne-Rhône-Alpes',
        administrative_area_code: 'ARA',
        country: 'France',
        country_code: 'FR',
        google_place_id: LYON_ID,
      },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googlePlaceId: LYON_ID, locality: 'Lyon', timezone: 'Europe/Paris' });
  });

  it('refuses a GeoNames id, an unknown id and a place that is not a city, in English and French', async () => {
    const { user, patch } = await signedIn();
    for (const id of ['geonames:6077243', 'ChIJunknownPlace000000', CAFE_ID, MONTREAL_NORD_ID]) {
      const response = await patch({ location: { google_place_id: id } });
      expect(response.statusCode).toBe(422);
      expect(response.doc.errors).toEqual([
        expect.objectContaining({
          detail: INCORRECT_LOCATION,
          source: { pointer: '/data/attributes/location' },
        }),
      ]);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googlePlaceId).toBeNull();
    const french = await signedIn('fr');
    expect((await french.patch({ location: { google_place_id: CAFE_ID } })).doc.errors?.[0]?.detail).toBe(
      INCORRECT_LOCATION_FR,
    );
  });

  it('answers the spec’s warning when Google fails, leaves the profile as it was and never shows the key', async () => {
    const { user, client, patch } = await signedIn();
    google.failNext(403);
    const search = await client.get('/api/places?filter[q]=lyon');
    expect(search.statusCode).toBe(502);
    expect(search.doc.errors).toEqual([
      expect.objectContaining({ status: '502', code: 'places_unavailable', detail: SOMETHING_WRONG }),
    ]);
    expect(search.body).not.toContain(KEY);
    expect(search.body).not.toContain('API key');

    google.hang(true);
    const saved = await patch({
      first_name: 'Ada',
      location: { google_place_id: 'ChIJnotCachedYet0000000' },
    });
    expect(saved.statusCode).toBe(503);
    expect(saved.doc.errors?.[0]?.detail).toBe(SOMETHING_WRONG);
    google.hang(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe(user.firstName);
    expect(row?.googlePlaceId).toBeNull();

    const french = await signedIn('fr');
    google.failNext(500);
    expect((await french.client.get('/api/places?filter[q]=lyon')).doc.errors?.[0]?.detail).toBe(
      SOMETHING_WRONG_FR,
    );
  });
});
