import { eq, sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, crisisLines, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { addOrganizationRole, clientFor, createOrganization, createUser } from '../../test/factories';
import { loadCrisisDataset, readDataset } from './dataset';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedOut = (locale = 'en') => {
  const client = new TestClient(t.app);
  client.locale = locale;
  return client;
};
/** The profile's language wins over Accept-Language for a signed-in person. */
const admin = async (locale: 'en' | 'fr' = 'en') =>
  clientFor(t.app, await createUser(t.ctx, { platformAdmin: true, locale }), locale);
const ids = (response: Parameters<typeof items>[0]) => items(response).map((item) => item.id);

/** Every column of every line, to show that a refused call changed nothing. */
const snapshot = async () =>
  t.ctx.db.execute(sql`select * from crisis_lines order by id`).then((result) => JSON.stringify(result));

const newLine = (overrides: Record<string, unknown> = {}) => ({
  country_code: 'de',
  kind: 'crisis_line',
  name_en: 'Telephone counselling',
  name_fr: 'Écoute téléphonique',
  description_en: 'Anonymous listening.',
  description_fr: 'Écoute anonyme.',
  phone: '0800 111 0 111',
  website_url: 'https://www.telefonseelsorge.de/',
  available_24_7: true,
  languages: ['DE', 'en'],
  position: 10,
  source_url: 'https://www.telefonseelsorge.de/',
  verified_on: '2026-11-20',
  ...overrides,
});

describe('the shipped dataset', () => {
  it('is valid and covers the countries of product.md §6, with Quebec on its own', () => {
    const { lines } = readDataset();
    const withLines = new Set(
      lines.filter((line) => line.kind === 'crisis_line').map((line) => line.country_code),
    );
    expect([...withLines].sort()).toEqual(
      [
        'AU',
        'BE',
        'BR',
        'CA',
        'CH',
        'DE',
        'ES',
        'FR',
        'GB',
        'IE',
        'IN',
        'IT',
        'JP',
        'MX',
        'NG',
        'NZ',
        'PH',
        'US',
        'ZA',
      ].sort(),
    );
    expect(lines.filter((line) => line.administrative_area_code === 'QC').map((line) => line.phone)).toEqual([
      '1-866-277-3553',
      '811',
    ]);
    expect(
      lines.every(
        (line) => /^2026-11-2[28]$/.test(line.verified_on) && line.source_url.startsWith('https://'),
      ),
    ).toBe(true);
  });

  it('has an emergency number for every country and territory of ISO 3166-1, with its source', () => {
    const { lines } = readDataset();
    const emergency = lines.filter((line) => line.kind === 'emergency');
    for (const code of Object.keys(isoCountries.getAlpha2Codes())) {
      const own = emergency.filter((line) => line.country_code === code);
      expect(own.length, code).toBeGreaterThan(0);
      expect(
        own.every((line) => line.phone && line.source_url && line.verified_on),
        code,
      ).toBe(true);
    }
    const phones = (code: string) =>
      emergency.filter((line) => line.country_code === code).map((line) => line.phone);
    expect(phones('IN')).toEqual(['112']);
    expect(phones('NZ')).toEqual(['111']);
    expect(phones('JP')).toEqual(['119', '110']);
    // The eight shipped countries keep their own emergency lines, none added.
    expect(phones('CA')).toEqual(['911']);
  });

  it('is loaded at start-up, and a restart keeps what administrators changed', async () => {
    const count = async () =>
      (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(crisisLines))[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(readDataset().lines.length);

    const client = await admin();
    const edited = await client.patch(
      '/api/crisis_lines/fr-sos-amitie',
      resource('crisis_lines', { description_en: 'Edited by an administrator.' }, 'fr-sos-amitie'),
    );
    expect(edited.statusCode).toBe(200);
    expect((await client.delete('/api/crisis_lines/be-zelfmoordlijn-1813')).statusCode).toBe(204);
    // A line nobody touched but whose stored values are out of date (an older dataset).
    await t.ctx.db.update(crisisLines).set({ phone: '0000' }).where(eq(crisisLines.slug, 'au-lifeline'));

    await loadCrisisDataset(t.ctx.db);
    await loadCrisisDataset(t.ctx.db);

    expect(await count()).toBe(before);
    const [sos] = await t.ctx.db.select().from(crisisLines).where(eq(crisisLines.slug, 'fr-sos-amitie'));
    expect(sos?.descriptionEn).toBe('Edited by an administrator.');
    const [deleted] = await t.ctx.db
      .select()
      .from(crisisLines)
      .where(eq(crisisLines.slug, 'be-zelfmoordlijn-1813'));
    expect(deleted?.deletedAt).not.toBeNull();
    const [lifeline] = await t.ctx.db.select().from(crisisLines).where(eq(crisisLines.slug, 'au-lifeline'));
    expect(lifeline?.phone).toBe('13 11 14');
    const belgium = await signedOut().get('/api/crisis_lines?filter[country_code]=BE');
    expect(ids(belgium)).toEqual(['be-emergency-112', 'be-centre-prevention-suicide']);
  });
});

describe('GET /api/crisis_lines', () => {
  it('gives the country’s lines and the region’s, emergency first, with no sign-in', async () => {
    const response = await signedOut().get(
      '/api/crisis_lines?filter[country_code]=CA&filter[administrative_area_code]=QC',
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([
      'ca-emergency-911',
      'ca-988',
      'ca-qc-suicide-prevention',
      'ca-kids-help-phone',
      'ca-qc-info-social-811',
      'ca-hope-for-wellness',
    ]);
    expect(items(response)[2]?.attributes).toEqual({
      country_code: 'CA',
      administrative_area_code: 'QC',
      kind: 'crisis_line',
      name: 'Quebec suicide prevention line (1 866 APPELLE)',
      description: expect.stringContaining('text 535353'),
      hours: '24 hours a day, 7 days a week',
      phone: '1-866-277-3553',
      sms: '535353',
      sms_body: null,
      chat_url: 'https://suicide.ca/',
      website_url: 'https://suicide.ca/',
      available_24_7: true,
      languages: ['fr', 'en'],
      position: 15,
      source_url: 'https://suicide.ca/',
      verified_on: '2026-11-22',
    });
    expect(response.doc.meta).toMatchObject({ country_code: 'CA', administrative_area_code: 'QC' });
    // Only what is public: nothing about who edited it.
    expect(Object.keys(items(response)[0]?.attributes ?? {})).not.toContain('updated_by_id');

    const ontario = await signedOut().get(
      '/api/crisis_lines?filter[country_code]=ca&filter[administrative_area_code]=on',
    );
    expect(ids(ontario)).toEqual([
      'ca-emergency-911',
      'ca-988',
      'ca-kids-help-phone',
      'ca-hope-for-wellness',
    ]);
    expect(ontario.doc.meta).toMatchObject({ country_code: 'CA', administrative_area_code: 'ON' });
  });

  it('speaks the request’s language, countries named and sorted in it', async () => {
    const response = await signedOut('fr').get('/api/crisis_lines?filter[country_code]=US');
    expect(items(response)[1]?.attributes).toMatchObject({
      name: '988 Suicide & Crisis Lifeline (ligne de crise et de prévention du suicide)',
      hours: '24 heures sur 24, 7 jours sur 7',
    });
    const countries = (response.doc.meta?.countries ?? []) as { code: string; name: string }[];
    // Every country can be chosen, named and sorted in French ("États-Unis" with the E's).
    expect(countries.length).toBe(Object.keys(isoCountries.getAlpha2Codes()).length);
    expect(countries).toContainEqual({ code: 'IN', name: 'Inde' });
    expect(countries).toContainEqual({ code: 'NZ', name: 'Nouvelle-Zélande' });
    const names = countries.map((country) => country.name);
    expect(names.indexOf('Espagne')).toBeLessThan(names.indexOf('États-Unis'));
    expect(names.indexOf('États-Unis')).toBeLessThan(names.indexOf('France'));
    const english = await signedOut('en').get('/api/crisis_lines?filter[country_code]=US');
    expect(
      ((english.doc.meta?.countries ?? []) as { name: string }[]).map((country) => country.name),
    ).toContain('United States');
  });

  it('uses the signed-in member’s profile place, in the profile’s language, and nothing when there is none', async () => {
    const member = await createUser(t.ctx, { countryCode: 'CA', administrativeAreaCode: 'QC', locale: 'fr' });
    const client = await clientFor(t.app, member, 'en');
    const response = await client.get('/api/crisis_lines');
    expect(response.doc.meta).toMatchObject({ country_code: 'CA', administrative_area_code: 'QC' });
    expect(ids(response)).toContain('ca-qc-info-social-811');
    expect(items(response)[0]?.attributes.name).toBe('Services d’urgence');
    expect(response.headers['cache-control']).toBe('private, no-cache');

    const anonymous = await signedOut().get('/api/crisis_lines');
    expect(anonymous.statusCode).toBe(200);
    expect(items(anonymous)).toEqual([]);
    expect(anonymous.doc.meta).toMatchObject({ country_code: null, administrative_area_code: null });
    expect(((anonymous.doc.meta?.countries ?? []) as unknown[]).length).toBe(250);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=300');
    expect(anonymous.headers.vary).toContain('Accept-Language, Cookie');
  });

  it('gives every country a number to call: India, New Zealand, and a place with its emergency number only', async () => {
    const india = await signedOut().get('/api/crisis_lines?filter[country_code]=IN');
    expect(india.statusCode).toBe(200);
    expect(ids(india)).toEqual(['in-emergency-112', 'in-tele-manas']);
    expect(items(india)[1]?.attributes).toMatchObject({ phone: '14416', kind: 'crisis_line' });
    expect(india.doc.meta).toMatchObject({ country_code: 'IN', administrative_area_code: null });

    const member = await createUser(t.ctx, { countryCode: 'NZ', locale: 'en' });
    const zealand = await (await clientFor(t.app, member, 'en')).get('/api/crisis_lines');
    expect(items(zealand).map((line) => line.attributes.phone)).toEqual([
      '111',
      '1737',
      '0800 543 354',
      '0508 828 865',
    ]);

    const tonga = await signedOut('fr').get('/api/crisis_lines?filter[country_code]=TO');
    expect(
      items(tonga).map((line) => [line.attributes.kind, line.attributes.phone, line.attributes.name]),
    ).toEqual([['emergency', '911', 'Services d’urgence']]);
    expect(items(tonga)[0]?.attributes.source_url).toBe(
      'https://en.wikipedia.org/wiki/List_of_emergency_telephone_numbers',
    );
  });

  it('refuses codes that are not codes with a 422 in English and French', async () => {
    for (const query of ['filter[country_code]=CAN', 'filter[country_code]=ZZ', 'filter[country_code]=1']) {
      const response = await signedOut().get(`/api/crisis_lines?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.doc.errors?.[0]?.detail).toBe(
        'The country code is not valid: use two letters from ISO 3166-1, such as CA or FR.',
      );
    }
    const french = await signedOut('fr').get(
      '/api/crisis_lines?filter[country_code]=CA&filter[administrative_area_code]=QUEB',
    );
    expect(french.statusCode).toBe(422);
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Le code de région n’est pas valide : utilisez de 1 à 3 lettres ou chiffres, comme QC.',
    );
    const regionAlone = await signedOut().get('/api/crisis_lines?filter[administrative_area_code]=QC');
    expect(regionAlone.statusCode).toBe(422);
    expect(regionAlone.doc.errors?.[0]?.detail).toBe('Choose a country as well as a region.');
  });

  it('lists every line of a country with both languages for platform administrators only (view=edit)', async () => {
    const client = await admin();
    const response = await client.get('/api/crisis_lines?filter[country_code]=CA&filter[view]=edit');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(expect.arrayContaining(['ca-988', 'ca-qc-suicide-prevention']));
    expect(items(response)[0]?.attributes).toMatchObject({
      name_en: 'Emergency services',
      name_fr: 'Services d’urgence',
    });
    expect(((response.doc.meta?.all_countries ?? []) as unknown[]).length).toBeGreaterThan(200);
    expect(response.headers['cache-control']).toBe('no-store');

    expect(
      (await signedOut().get('/api/crisis_lines?filter[country_code]=CA&filter[view]=edit')).statusCode,
    ).toBe(401);
    const member = await clientFor(t.app, await createUser(t.ctx));
    expect((await member.get('/api/crisis_lines?filter[country_code]=CA&filter[view]=edit')).statusCode).toBe(
      403,
    );
  });
});

describe('administering crisis lines', () => {
  it('lets a platform administrator add, change and delete a line, audit-logged', async () => {
    const client = await admin();
    const created = await client.post('/api/crisis_lines', resource('crisis_lines', newLine()));
    expect(created.statusCode).toBe(201);
    const slug = created.doc.data?.id ?? '';
    expect(slug).toBe('de-telephone-counselling');
    expect(created.doc.data?.attributes).toMatchObject({
      country_code: 'DE',
      administrative_area_code: null,
      name: 'Telephone counselling',
      name_fr: 'Écoute téléphonique',
      languages: ['de', 'en'],
      origin: 'administrator',
    });
    const german = await signedOut('fr').get('/api/crisis_lines?filter[country_code]=DE');
    expect(items(german).map((item) => item.attributes.name)).toEqual([
      'Services d’urgence',
      'TelefonSeelsorge',
      'Écoute téléphonique',
    ]);
    expect(
      ((german.doc.meta?.countries ?? []) as { code: string }[]).map((country) => country.code),
    ).toContain('DE');

    const again = await client.post('/api/crisis_lines', resource('crisis_lines', newLine()));
    expect(again.doc.data?.id).toMatch(/^de-telephone-counselling-[0-9a-f]{6}$/);

    const changed = await client.patch(
      `/api/crisis_lines/${slug}`,
      resource('crisis_lines', { phone: '0800 111 0 222', hours_en: null, position: 5 }, slug),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.doc.data?.attributes).toMatchObject({
      phone: '0800 111 0 222',
      position: 5,
      name_en: 'Telephone counselling',
    });

    expect((await client.delete(`/api/crisis_lines/${slug}`)).statusCode).toBe(204);
    expect(ids(await signedOut().get('/api/crisis_lines?filter[country_code]=DE'))).not.toContain(slug);
    expect((await client.delete(`/api/crisis_lines/${slug}`)).statusCode).toBe(404);

    const audit = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.detail, slug));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'crisis_line_created',
      'crisis_line_deleted',
      'crisis_line_updated',
    ]);
  });

  it('refuses members (403), organization administrators (403) and signed-out people (401), changing nothing', async () => {
    const before = await snapshot();
    const member = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, await createOrganization(t.ctx), orgAdmin, 'administrator');
    const organizationAdministrator = await clientFor(t.app, orgAdmin);
    const anonymous = await signedOut().start();

    for (const client of [member, organizationAdministrator]) {
      expect((await client.post('/api/crisis_lines', resource('crisis_lines', newLine()))).statusCode).toBe(
        403,
      );
      const patch = await client.patch(
        '/api/crisis_lines/ca-988',
        resource('crisis_lines', { phone: '1' }, 'ca-988'),
      );
      expect(patch.statusCode).toBe(403);
      expect((await client.delete('/api/crisis_lines/ca-988')).statusCode).toBe(403);
    }
    const refused = await member.post('/api/crisis_lines', resource('crisis_lines', newLine()));
    expect(refused.doc.errors?.[0]?.detail).toBe('Vous n’êtes pas autorisé à faire ceci.');
    expect((await anonymous.post('/api/crisis_lines', resource('crisis_lines', newLine()))).statusCode).toBe(
      401,
    );
    expect(
      (await anonymous.patch('/api/crisis_lines/ca-988', resource('crisis_lines', { phone: '1' }, 'ca-988')))
        .statusCode,
    ).toBe(401);
    expect((await anonymous.delete('/api/crisis_lines/ca-988')).statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('validates every field with pointers and messages in English and French, changing nothing', async () => {
    const before = await snapshot();
    const bad = newLine({
      country_code: 'Canada',
      name_fr: '  ',
      phone: 'call us',
      chat_url: 'http://chat.example.org',
      website_url: 'javascript:alert(1)',
      languages: ['english'],
      verified_on: '2999-01-01',
      source_url: 'https://example.org/source',
      extra: true,
    });
    const english = await (await admin()).post('/api/crisis_lines', resource('crisis_lines', bad));
    expect(english.statusCode).toBe(422);
    const byPointer = Object.fromEntries(
      (english.doc.errors ?? []).map((error) => [error.source?.pointer, error.detail]),
    );
    expect(byPointer).toEqual({
      '/data/attributes/country_code': 'Choose a country: a two-letter ISO code, such as CA or FR.',
      '/data/attributes/name_fr': 'Name (French) is required.',
      '/data/attributes/phone':
        'Enter a phone number with digits only (spaces, dashes and a leading + allowed), such as 1-866-277-3553.',
      '/data/attributes/chat_url': 'Chat link must be a full secure address starting with https://.',
      '/data/attributes/website_url': 'Website must be a full secure address starting with https://.',
      '/data/attributes/languages': 'Languages must be two-letter ISO 639-1 codes, such as en or fr.',
      '/data/attributes/verified_on': 'The verification date cannot be in the future.',
      '/data/attributes/extra': '“extra” is not a field that can be set here. Remove it and try again.',
    });

    const french = await (await admin('fr')).post(
      '/api/crisis_lines',
      resource('crisis_lines', newLine({ name_en: '', kind: 'emergency', phone: null, country_code: 'ZZ' })),
    );
    expect(french.statusCode).toBe(422);
    expect(french.doc.errors?.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/name_en', 'Nom (anglais) est obligatoire.'],
      ['/data/attributes/phone', 'Un numéro d’urgence doit avoir un numéro de téléphone.'],
    ]);
    const unknownCountry = await (await admin('fr')).post(
      '/api/crisis_lines',
      resource('crisis_lines', newLine({ country_code: 'ZZ' })),
    );
    expect(unknownCountry.doc.errors?.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/country_code', 'Choisissez un pays : un code ISO de deux lettres, comme CA ou FR.'],
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('checks a change as a whole line: an emergency number keeps its phone', async () => {
    const before = await snapshot();
    const client = await admin();
    const response = await client.patch(
      '/api/crisis_lines/gb-emergency-999',
      resource('crisis_lines', { phone: null }, 'gb-emergency-999'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/phone' },
      detail: 'An emergency number needs a phone number.',
    });
    const reachable = await client.patch(
      '/api/crisis_lines/gb-shout-85258',
      resource('crisis_lines', { sms: null }, 'gb-shout-85258'),
    );
    expect(reachable.doc.errors?.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/phone',
      '/data/attributes/sms',
    ]);
    expect(
      (await client.patch('/api/crisis_lines/nothing-here', resource('crisis_lines', {}, 'nothing-here')))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.patch('/api/crisis_lines/gb-samaritans', resource('crisis_lines', {}, 'gb-shout-85258')))
        .statusCode,
    ).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  it('forgets who edited a line when that account is deleted', async () => {
    const person = await createUser(t.ctx, { platformAdmin: true });
    const client = await clientFor(t.app, person);
    await client.patch('/api/crisis_lines/ie-pieta', resource('crisis_lines', { position: 31 }, 'ie-pieta'));
    const editor = async () =>
      (await t.ctx.db.select().from(crisisLines).where(eq(crisisLines.slug, 'ie-pieta')))[0]?.updatedById;
    expect(await editor()).toBe(person.id);
    await t.ctx.db.delete(users).where(eq(users.id, person.id));
    expect(await editor()).toBeNull();
  });
});

describe('GET /help/crisis (no JavaScript)', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  it('shows the emergency number first, then the Quebec lines for CA/QC, as tel: and sms: links', async () => {
    const response = await page('/help/crisis?country=CA&region=QC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h2>Help for Quebec, Canada</h2>');
    expect(html).toContain('<a class="emergency-number" href="tel:911"');
    expect(html.indexOf('emergency-number')).toBeLessThan(html.indexOf('Suicide Crisis Helpline'));
    expect(html).toContain('href="tel:18662773553">Call 1-866-277-3553</a>');
    expect(html).toContain('href="sms:535353">Text 535353</a>');
    expect(html).toContain('Info-Social 811');
    expect(html).toContain('<option value="CA" selected>Canada</option>');
    expect(html).toContain('<form method="get" action="/help/crisis">');
    // The CSP allows no inline script; the page has no script and no inline style at all.
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(html).toContain('<link rel="stylesheet" href="/help/crisis.css">');
    const css = await page('/help/crisis.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.emergency-number');

    const texting = await page('/help/crisis?country=US');
    expect(texting.body).toContain('href="sms:741741?&amp;body=HOME">Text HOME to 741741</a>');
  });

  it('speaks French with lang=fr, or from Accept-Language, and offers the other language', async () => {
    const response = await page('/help/crisis?country=FR&lang=fr');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<h1>Aide en cas de crise</h1>');
    expect(response.body).toContain('3114 : numéro national de prévention du suicide');
    expect(response.body).toContain('href="tel:0972394050">Appeler le 09 72 39 40 50</a>');
    expect(response.body).toContain('Langues : français');
    expect(response.body).toContain(
      'href="/help/crisis?country=FR&amp;lang=en" lang="en" hreflang="en">English</a>',
    );
    const byHeader = await page('/help/crisis', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(byHeader.body).toContain(
      'Choisissez votre pays pour voir le numéro d’urgence et les lignes d’écoute.',
    );
  });

  it('shows a country without crisis lines its emergency number and an international directory', async () => {
    const response = await page('/help/crisis?country=TO');
    expect(response.body).toContain('<h2>Help for Tonga</h2>');
    expect(response.body).toContain('<a class="emergency-number" href="tel:911"');
    expect(response.body).toMatch(
      /data-testid="crisis-directory">[^<]*<a href="https:\/\/findahelpline.com\/"/,
    );
    expect(response.body).toContain('<option value="IN">India</option>');
    const india = await page('/help/crisis?country=IN');
    expect(india.body).toContain('<option value="IN" selected>India</option>');
    expect(india.body).toContain('href="tel:14416"');
    expect(india.body).not.toContain('crisis-directory');
  });

  it('keeps for offline use the member’s lines and every country’s emergency number, privately', async () => {
    const member = await createUser(t.ctx, { countryCode: 'AU' });
    const client = await clientFor(t.app, member);
    const response = await client.request('GET', '/help/crisis/offline', {
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<h2>Help for Australia</h2>');
    expect(response.body).toContain('href="tel:131114"');
    expect(response.body).toContain('<h2 id="every-country">Emergency numbers in every country</h2>');
    expect(response.body).toMatch(
      /<li id="cc-JP"><span>Japan<\/span> <a href="tel:119">Ambulance 119<\/a> · <a href="tel:110">Police 110<\/a><\/li>/,
    );
    expect(response.body).toMatch(/<li id="cc-IN"><span>India<\/span> <a href="tel:112">112<\/a><\/li>/);
    expect(response.body.match(/<li id="cc-[A-Z]{2}">/g)?.length).toBe(250);
    // Its form opens the plain page: online the full lines, offline the worker's copy at the country.
    expect(response.body).toContain('<form method="get" action="/help/crisis">');

    const french = await page('/help/crisis/offline?country=CA&lang=fr');
    expect(french.body).toContain('<h2 id="every-country">Les numéros d’urgence de chaque pays</h2>');
    expect(french.body).toContain('href="tel:988"');
    // The page everyone gets stays as it was: no list of every country.
    expect((await page('/help/crisis?country=CA')).body).not.toContain('every-country');
  });

  it('uses the signed-in member’s place by default', async () => {
    const member = await createUser(t.ctx, { countryCode: 'AU' });
    const client = await clientFor(t.app, member);
    const response = await client.request('GET', '/help/crisis', { headers: { accept: 'text/html' } });
    expect(response.body).toContain('<h2>Help for Australia</h2>');
    expect(response.body).toContain('href="tel:000"');
  });

  it('escapes everything it shows, and explains a refused code', async () => {
    const client = await admin();
    const created = await client.post(
      '/api/crisis_lines',
      resource(
        'crisis_lines',
        newLine({
          country_code: 'NZ',
          name_en: '<script>alert("x")</script> & co',
          description_en: '<img src=x onerror=alert(1)>',
        }),
      ),
    );
    expect(created.statusCode).toBe(201);
    const response = await page('/help/crisis?country=NZ');
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).not.toContain('<script');

    const refused = await page('/help/crisis?country=%22%3E%3Cscript%3E&lang=fr');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      'Le code de pays n’est pas valide : utilisez deux lettres de la norme ISO 3166-1, comme CA ou FR.',
    );
    expect(refused.body).not.toContain('<script');
  });
});
