import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, uploads, users } from '../../db/schema';
import type { PlacesProvider } from '../../lib/places';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { clientFor, createUpload, createUser, signUpAndConfirm } from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A provider whose one place lacks coordinates (as a Google result can), beside GeoNames.
  const real = t.ctx.places;
  const stub: PlacesProvider = {
    search: (q, locale) => real.search(q, locale),
    async find(id, locale) {
      if (id !== 'test:no-coordinates') return real.find(id, locale);
      const place = await real.find('geonames:6077243', locale);
      return place && { ...place, id, latitude: null, longitude: null };
    },
  };
  t.ctx.places = stub;
});
afterAll(() => t.close());

const INCORRECT_LOCATION =
  'Incorrect location has been provided. Please type in your location and select a correct option from the dropdown list.';

async function signedIn(locale: 'en' | 'fr' = 'en') {
  const user = await createUser(t.ctx, { locale });
  const client = await clientFor(t.app, user, locale);
  const patch = (attributes: Record<string, unknown>) =>
    client.patch(`/api/users/${user.slug}`, resource('users', attributes, user.slug));
  return { user, client, patch };
}

describe('profile fields', () => {
  it('presents birthdate, timezone, location, picture and onboarding step, here and in the session', async () => {
    const { user, client } = await signedIn();
    for (const url of [`/api/users/${user.slug}`, '/api/session']) {
      expect((await client.get(url)).doc.data?.attributes).toMatchObject({
        birthdate: null,
        timezone: null,
        location: null,
        profile_picture_url: null,
        onboarding_step: 'done',
      });
    }
  });

  it('sets and clears the birthdate; refuses before 1900, the future and malformed dates', async () => {
    const { patch } = await signedIn();
    expect((await patch({ birthdate: '1990-01-31' })).doc.data?.attributes.birthdate).toBe('1990-01-31');
    expect((await patch({ birthdate: '1900-01-01' })).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      ['1899-12-31', 'Birthdate cannot be before 1900-01-01.'],
      ['2999-01-01', 'Birthdate cannot be in the future.'],
      ['1990-02-30', 'Enter the birthdate as yyyy-mm-dd, like 1990-01-31.'],
      ['31/01/1990', 'Enter the birthdate as yyyy-mm-dd, like 1990-01-31.'],
    ];
    for (const [birthdate, detail] of cases) {
      const response = await patch({ birthdate });
      expect(response.statusCode).toBe(422);
      expect(response.doc.errors?.[0]).toMatchObject({
        detail,
        source: { pointer: '/data/attributes/birthdate' },
      });
    }
    expect((await patch({ birthdate: null })).doc.data?.attributes.birthdate).toBeNull();
  });

  it('gives birthdate messages in the profile language', async () => {
    const { patch } = await signedIn('fr');
    expect((await patch({ birthdate: '1850-05-05' })).doc.errors?.[0]?.detail).toBe(
      'La date de naissance ne peut pas être antérieure au 1900-01-01.',
    );
    expect((await patch({ birthdate: '2999-05-05' })).doc.errors?.[0]?.detail).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    );
  });

  it('accepts IANA time zones (and UTC), refuses others', async () => {
    const { patch } = await signedIn();
    for (const timezone of ['America/Toronto', 'UTC', 'Asia/Kolkata', 'Europe/Paris']) {
      expect((await patch({ timezone })).doc.data?.attributes.timezone).toBe(timezone);
    }
    const bad = await patch({ timezone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(422);
    expect(bad.doc.errors?.[0]).toMatchObject({
      detail: 'Choose a time zone from the list, like America/Toronto.',
      source: { pointer: '/data/attributes/timezone' },
    });
    expect((await patch({ timezone: null })).doc.data?.attributes.timezone).toBeNull();
  });

  it("stores the provider's place (never the client's fields) and its time zone", async () => {
    const { patch } = await signedIn();
    const response = await patch({ location: { google_place_id: 'geonames:6077243' } });
    expect(response.statusCode).toBe(200);
    expect(response.doc.data?.attributes).toMatchObject({
      timezone: 'America/Toronto',
      location: {
        locality: 'Montréal',
        administrative_area: 'Quebec',
        administrative_area_code: 'QC',
        country: 'Canada',
        country_code: 'CA',
        postal_code: null,
        google_place_id: 'geonames:6077243',
      },
    });
    // The same request's time zone wins over the place's.
    const lyon = await patch({ location: { google_place_id: 'geonames:2996944' }, timezone: 'UTC' });
    expect(lyon.doc.data?.attributes).toMatchObject({ timezone: 'UTC', location: { locality: 'Lyon' } });
    // The client cannot send the fields themselves.
    const forged = await patch({ location: { google_place_id: 'geonames:2996944', locality: 'Atlantis' } });
    expect(forged.statusCode).toBe(422);
    expect((await patch({ location: null })).doc.data?.attributes.location).toBeNull();
  });

  it('refuses an unknown place and a place without coordinates with the catalogue sentence', async () => {
    const { user, patch } = await signedIn();
    for (const id of ['geonames:1', 'ChIJ-not-a-real-place', 'test:no-coordinates']) {
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
    expect(
      (await french.patch({ location: { google_place_id: 'geonames:1' } })).doc.errors?.[0]?.detail,
    ).toBe(
      'Le lieu indiqué est incorrect. Veuillez saisir votre ville et choisir une option correcte dans la liste déroulante.',
    );
  });

  it('takes only your own profile_picture upload, and deletes the replaced one with its file', async () => {
    const { user, client, patch } = await signedIn();
    const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const first = String((await upload(client, 'profile_picture', picture)).doc.data?.attributes.url);
    const second = String((await upload(client, 'profile_picture', picture)).doc.data?.attributes.url);
    expect((await patch({ profile_picture_url: first })).doc.data?.attributes.profile_picture_url).toBe(
      first,
    );
    expect((await patch({ profile_picture_url: second })).doc.data?.attributes.profile_picture_url).toBe(
      second,
    );
    const firstKey = first.replace('/uploads/', '');
    expect(await t.ctx.storage.get(firstKey)).toBeNull();
    expect(await t.ctx.db.select().from(uploads).where(eq(uploads.storageKey, firstKey))).toEqual([]);
    expect((await client.get(first)).statusCode).toBe(404);

    const someoneElse = await createUpload(t.ctx, await createUser(t.ctx), 'profile_picture');
    const logo = await createUpload(t.ctx, user, 'group_logo');
    for (const url of [someoneElse.url, logo.url, '/uploads/0123456789abcdef0123456789abcdef.png']) {
      const refused = await patch({ profile_picture_url: url });
      expect(refused.statusCode).toBe(422);
      expect(refused.doc.errors?.[0]).toMatchObject({
        detail: 'The profile picture must be a picture you uploaded for your profile.',
        source: { pointer: '/data/attributes/profile_picture_url' },
      });
    }
    expect((await patch({ profile_picture_url: 'https://evil.test/x.png' })).statusCode).toBe(422);
    expect((await patch({ profile_picture_url: null })).doc.data?.attributes.profile_picture_url).toBeNull();
    expect(await t.ctx.storage.get(second.replace('/uploads/', ''))).toBeNull();
  });

  it('moves through onboarding steps and refuses unknown ones', async () => {
    const { patch } = await signedIn();
    expect((await patch({ onboarding_step: 'location' })).doc.data?.attributes.onboarding_step).toBe(
      'location',
    );
    expect((await patch({ onboarding_step: 'finished' })).statusCode).toBe(422);
  });

  it("answers 404 for another user's profile (GET, PATCH, DELETE) and changes nothing", async () => {
    const { client } = await signedIn();
    const other = await createUser(t.ctx, { firstName: 'Other' });
    expect((await client.get(`/api/users/${other.slug}`)).statusCode).toBe(404);
    const patch = await client.patch(
      `/api/users/${other.slug}`,
      resource('users', { birthdate: '1990-01-01' }, other.slug),
    );
    expect(patch.statusCode).toBe(404);
    const remove = await client.request('DELETE', `/api/users/${other.slug}`, {
      body: resource('users', { password: 'a-long-test-passphrase' }, other.slug),
    });
    expect(remove.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.birthdate).toBeNull();
  });
});

describe('sign-up', () => {
  it("starts onboarding at 'language'; the native app's device registers at its first sign-in, not before", async () => {
    const client = await new TestClient(t.app).start();
    const email = `native-${Date.now()}@example.test`;
    const device = {
      hardware: 'iPhone15,2',
      model: 'iPhone 14 Pro',
      one_signal_token: `sign-up-${email}`,
      os: 'iOS',
      os_version: '18.1',
    };
    const attributes = { email, password: 'a-long-test-passphrase', first_name: 'Nat', last_name: 'Ive' };
    // The sign-up proves nothing yet: its device fields are accepted but nothing is registered.
    const response = await signUpAndConfirm(t, client, { ...attributes, ...device });
    expect(response.doc.data?.attributes.onboarding_step).toBe('language');
    const deviceRows = () =>
      t.ctx.db
        .select()
        .from(devices)
        .where(eq(devices.oneSignalToken, `sign-up-${email}`));
    expect(await deviceRows()).toHaveLength(0);

    const app = await new TestClient(t.app).start();
    const signIn = await app.post(
      '/api/session',
      resource('sessions', { email, password: attributes.password, ...device }),
    );
    expect(signIn.statusCode).toBe(201);
    expect((await deviceRows())[0]).toMatchObject({
      hardware: 'iPhone15,2',
      model: 'iPhone 14 Pro',
      os: 'iOS',
      osVersion: '18.1',
    });
  });
});
