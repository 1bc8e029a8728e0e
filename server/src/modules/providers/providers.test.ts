import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createInvitation,
  createOrganization,
  createProviderProfile,
  createUpload,
  createUser,
  resourceWith,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONTREAL = 'geonames:6077243';
const montreal = {
  placeId: MONTREAL,
  placeLabel: 'Montréal, Quebec, Canada',
  latitude: 45.50884,
  longitude: -73.58781,
};
// Laval, ~15 km north of Montréal; Toronto, ~505 km away.
const laval = { placeId: 'geonames:6050610', placeLabel: 'Laval', latitude: 45.56995, longitude: -73.692 };
const toronto = {
  placeId: 'geonames:6167865',
  placeLabel: 'Toronto',
  latitude: 43.70011,
  longitude: -79.4163,
};

async function world() {
  const org = await createOrganization(t.ctx);
  const other = await createOrganization(t.ctx);
  const admin = await createUser(t.ctx);
  const member = await createUser(t.ctx);
  const outsider = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, admin, 'administrator');
  await addOrganizationRole(t.ctx, org, member, 'member');
  await addOrganizationRole(t.ctx, other, outsider, 'member');
  const provider = async (
    name: string,
    values: Parameters<typeof createProviderProfile>[3],
    organization = org,
  ) => {
    const user = await createUser(t.ctx, { firstName: name });
    return {
      user,
      profile: await createProviderProfile(t.ctx, user, organization, { displayName: name, ...values }),
    };
  };
  const ana = await provider('Ana', {
    specialties: ['anxiety', 'trauma'],
    languages: ['en', 'fr'],
    modalities: ['video', 'in_person'],
    ...montreal,
    bioEn: 'Calm and practical.',
    bioFr: 'Calme et pratique.',
  });
  const ben = await provider('Ben', {
    specialties: ['depression'],
    languages: ['en'],
    modalities: ['phone'],
    ...laval,
    acceptingNewClients: false,
  });
  const cleo = await provider('Cleo', {
    specialties: ['anxiety'],
    languages: ['es', 'en'],
    modalities: ['video'],
    ...toronto,
  });
  const gone = await provider('Gone', { specialties: ['anxiety'], active: false });
  const elsewhere = await provider('Elsewhere', { specialties: ['anxiety'] }, other);
  return { org, other, admin, member, outsider, ana, ben, cleo, gone, elsewhere };
}

const names = (response: Parameters<typeof items>[0]) =>
  items(response).map((item) => item.attributes.display_name);

describe('GET /api/providers', () => {
  it('shows members only the active providers of their organizations, by name', async () => {
    const w = await world();
    const member = await clientFor(t.app, w.member);
    const response = await member.get('/api/providers');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(response.doc.meta?.total).toBe(3);
    const outsider = await clientFor(t.app, w.outsider);
    expect(names(await outsider.get('/api/providers'))).toEqual(['Elsewhere']);
    expect((await new TestClient(t.app).get('/api/providers')).statusCode).toBe(401);
  });

  it('filters by specialty, language, modality and accepting, and says why each matches', async () => {
    const w = await world();
    const member = await clientFor(t.app, w.member);
    const anxiety = await member.get('/api/providers?filter[specialty]=anxiety,grief&filter[language]=fr');
    expect(names(anxiety)).toEqual(['Ana']);
    expect(items(anxiety)[0]?.meta).toMatchObject({
      reasons: ['Specializes in Anxiety', 'Speaks French'],
      distance_km: null,
    });
    expect(names(await member.get('/api/providers?filter[modality]=phone'))).toEqual(['Ben']);
    expect(
      names(await member.get('/api/providers?filter[specialty]=anxiety&filter[accepting]=true')),
    ).toEqual(['Ana', 'Cleo']);
    const francophone = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, w.org, francophone, 'member');
    const french = await clientFor(t.app, francophone, 'fr');
    const fr = await french.get('/api/providers?filter[specialty]=trauma&filter[modality]=video');
    expect(items(fr)[0]?.meta?.reasons).toEqual(['Spécialisé en Traumatisme', 'Offre : Vidéo']);
    expect(items(fr)[0]?.attributes.bio).toBe('Calme et pratique.');
  });

  it('measures distance from a place or coordinates, nearest first, within a radius', async () => {
    const w = await world();
    const member = await clientFor(t.app, w.member);
    const near = await member.get(`/api/providers?filter[near]=${MONTREAL}&filter[within_km]=50`);
    expect(names(near)).toEqual(['Ana', 'Ben']);
    const [first, second] = items(near);
    expect(first?.meta?.distance_km).toBeLessThan(1);
    expect(second?.meta?.distance_km).toBeGreaterThan(5);
    expect(second?.meta?.distance_km).toBeLessThan(20);
    expect(second?.meta?.reasons).toEqual([expect.stringMatching(/^\d+(\.\d)? km from Montréal$/)]);
    const wide = await member.get('/api/providers?filter[near]=45.5088,-73.5878&filter[within_km]=500');
    expect(names(wide)).toEqual(['Ana', 'Ben']);
    const downtown = await member.get('/api/providers?filter[near]=43.6532,-79.3832&filter[within_km]=20');
    expect(names(downtown)).toEqual(['Cleo']);
    expect(items(downtown)[0]?.meta?.reasons).toEqual([expect.stringMatching(/^\d+(\.\d)? km away$/)]);
    // Without a radius: 25 km.
    expect(names(await member.get(`/api/providers?filter[near]=${MONTREAL}`))).toEqual(['Ana', 'Ben']);
  });

  it('answers 422 naming the parameter for values it cannot use', async () => {
    const w = await world();
    const member = await clientFor(t.app, w.member);
    for (const [query, parameter] of [
      ['filter[specialty]=astrology', 'filter[specialty]'],
      ['filter[language]=xx', 'filter[language]'],
      ['filter[modality]=telepathy', 'filter[modality]'],
      ['filter[near]=geonames:1', 'filter[near]'],
      ['filter[near]=95,10', 'filter[near]'],
      ['filter[within_km]=10', 'filter[within_km]'],
      [`filter[near]=${MONTREAL}&filter[within_km]=0`, 'filter[within_km]'],
      [`filter[near]=${MONTREAL}&filter[within_km]=900`, 'filter[within_km]'],
      ['filter[accepting]=yes', 'filter[accepting]'],
    ]) {
      const response = await member.get(`/api/providers?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.doc.errors?.[0]?.source?.parameter).toBe(parameter);
      expect(response.doc.errors?.[0]?.detail).toContain(parameter);
    }
  });

  it('gives administrators their organization with the deactivated providers; others 403', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.admin);
    const all = await admin.get(`/api/providers?filter[organization]=${w.org.slug}&filter[active]=any`);
    expect(names(all)).toEqual(['Ana', 'Ben', 'Cleo', 'Gone']);
    expect(items(all)[0]?.meta?.abilities).toEqual({
      update: false,
      change_active: true,
      view_documents: true,
      message: false,
    });
    expect(names(await admin.get('/api/providers?filter[active]=false'))).toEqual(['Gone']);
    const member = await clientFor(t.app, w.member);
    expect(
      (await member.get(`/api/providers?filter[organization]=${w.org.slug}&filter[active]=any`)).statusCode,
    ).toBe(403);
    expect((await member.get('/api/providers?filter[active]=false')).statusCode).toBe(403);
    // A provider finds their own profile, even deactivated.
    const gone = await clientFor(t.app, w.gone.user);
    expect(names(await gone.get('/api/providers?filter[mine]=true'))).toEqual(['Gone']);
    expect(names(await member.get('/api/providers?filter[mine]=true'))).toEqual([]);
  });
});

describe('GET, PATCH /api/providers/{slug}', () => {
  it('offers a member of the organization a message to the provider, never the provider to themselves', async () => {
    const w = await world();
    const slug = w.ana.profile.slug;
    const member = await clientFor(t.app, w.member);
    const read = await member.get(`/api/providers/${slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.doc.data?.meta?.abilities).toMatchObject({ message: true });
    const found = await member.get(`/api/providers?filter[organization]=${w.org.slug}`);
    expect(items(found).find((item) => item.id === slug)?.meta?.abilities).toMatchObject({ message: true });
    const owner = await clientFor(t.app, w.ana.user);
    expect((await owner.get(`/api/providers/${slug}`)).doc.data?.meta?.abilities).toMatchObject({
      message: false,
    });
  });

  it('lets the owner edit every profile field, the location looked up by the server', async () => {
    const w = await world();
    const owner = await clientFor(t.app, w.ana.user);
    const picture = await createUpload(t.ctx, w.ana.user, 'profile_picture');
    const slug = w.ana.profile.slug;
    const patched = await owner.patch(
      `/api/providers/${slug}`,
      resource(
        'providers',
        {
          credentials: 'PhD, licensed psychologist',
          picture_url: picture.url,
          specialties: ['grief', 'grief', 'sleep'],
          languages: ['fr', 'ar'],
          modalities: ['phone'],
          place_id: 'geonames:6167865',
          accepting_new_clients: false,
          bio_en: 'Hello.',
          bio_fr: '',
          phone: '+1 416 555 0134',
          email: 'Ana@Example.org',
          url: 'https://ana.example.org',
        },
        slug,
      ),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.doc.data?.attributes).toMatchObject({
      credentials: 'PhD, licensed psychologist',
      picture_url: picture.url,
      specialties: ['grief', 'sleep'],
      languages: ['fr', 'ar'],
      modalities: ['phone'],
      location: { place_id: 'geonames:6167865', label: expect.stringContaining('Toronto') },
      accepting_new_clients: false,
      bio: 'Hello.',
      bio_fr: null,
      phone: '+1 416 555 0134',
      email: 'ana@example.org',
      url: 'https://ana.example.org',
    });
    const cleared = await owner.patch(
      `/api/providers/${slug}`,
      resource('providers', { place_id: null }, slug),
    );
    expect(cleared.doc.data?.attributes.location).toBeNull();
  });

  it('answers 422 with a pointer per field, in the user language', async () => {
    const w = await world();
    const owner = await clientFor(t.app, w.ana.user, 'fr');
    const slug = w.ana.profile.slug;
    const bad = await owner.patch(
      `/api/providers/${slug}`,
      resource(
        'providers',
        {
          specialties: ['astrology'],
          languages: ['xx'],
          phone: 'call me',
          url: 'http://x.org',
          accepting_new_clients: 'yes',
        },
        slug,
      ),
    );
    expect(bad.statusCode).toBe(422);
    const pointers = bad.doc.errors?.map((error) => error.source?.pointer).sort();
    expect(pointers).toEqual(
      [
        '/data/attributes/accepting_new_clients',
        '/data/attributes/languages/0',
        '/data/attributes/phone',
        '/data/attributes/specialties/0',
        '/data/attributes/url',
      ].sort(),
    );
    expect(bad.doc.errors?.find((e) => e.source?.pointer === '/data/attributes/url')?.detail).toContain(
      'https://',
    );
    const place = await owner.patch(
      `/api/providers/${slug}`,
      resource('providers', { place_id: 'geonames:1' }, slug),
    );
    expect(place.statusCode).toBe(422);
    expect(place.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/place_id');
    const stranger = await createUser(t.ctx);
    const theirs = await createUpload(t.ctx, stranger, 'profile_picture');
    const picture = await owner.patch(
      `/api/providers/${slug}`,
      resource('providers', { picture_url: theirs.url }, slug),
    );
    expect(picture.statusCode).toBe(422);
    expect(picture.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/picture_url');
  });

  it('lets only the owner edit (403 for those who see it, 404 for others); administrators deactivate', async () => {
    const w = await world();
    const slug = w.ana.profile.slug;
    const body = resource('providers', { credentials: 'MD' }, slug);
    const member = await clientFor(t.app, w.member);
    expect((await member.get(`/api/providers/${slug}`)).statusCode).toBe(200);
    expect((await member.patch(`/api/providers/${slug}`, body)).statusCode).toBe(403);
    expect(
      (await member.patch(`/api/providers/${slug}`, resource('providers', { active: false }, slug)))
        .statusCode,
    ).toBe(403);
    const outsider = await clientFor(t.app, w.outsider);
    expect((await outsider.get(`/api/providers/${slug}`)).statusCode).toBe(404);
    expect((await outsider.patch(`/api/providers/${slug}`, body)).statusCode).toBe(404);
    // Another provider of the organization is not one of its members: the profile is hidden.
    const other = await clientFor(t.app, w.ben.user);
    expect((await other.patch(`/api/providers/${slug}`, body)).statusCode).toBe(404);
    const owner = await clientFor(t.app, w.ana.user);
    expect(
      (await owner.patch(`/api/providers/${slug}`, resource('providers', { active: false }, slug)))
        .statusCode,
    ).toBe(403);
    const admin = await clientFor(t.app, w.admin);
    expect((await admin.patch(`/api/providers/${slug}`, body)).statusCode).toBe(403);
    const off = await admin.patch(`/api/providers/${slug}`, resource('providers', { active: false }, slug));
    expect(off.statusCode).toBe(200);
    expect(off.doc.data?.attributes.active).toBe(false);
    // Gone from members' search and page; the owner and the administrators still see it.
    expect(names(await member.get('/api/providers'))).not.toContain('Ana');
    expect((await member.get(`/api/providers/${slug}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/providers/${slug}`)).statusCode).toBe(200);
    const on = await admin.patch(`/api/providers/${slug}`, resource('providers', { active: true }, slug));
    expect(on.doc.data?.attributes.active).toBe(true);
    expect(names(await member.get('/api/providers'))).toContain('Ana');
  });
});

describe('POST /api/providers', () => {
  it('creates a complete profile from a provider invitation', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const me = await createUser(t.ctx);
    const invitation = await createInvitation(t.ctx, {
      scope: 'provider',
      type: 'provider',
      inviter: admin,
      invitee: me,
      organization: org,
    });
    const client = await clientFor(t.app, me);
    const created = await client.post(
      '/api/providers',
      resourceWith(
        'providers',
        {
          display_name: 'Dr Roy',
          specialties: ['burnout'],
          languages: ['fr'],
          modalities: ['video'],
          place_id: MONTREAL,
          bio_fr: 'Bonjour.',
        },
        { invitation: { type: 'invitations', id: invitation.slug } },
      ),
    );
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({
      display_name: 'Dr Roy',
      specialties: ['burnout'],
      location: { place_id: MONTREAL },
      bio: 'Bonjour.',
      active: true,
      accepting_new_clients: true,
    });
  });
});
