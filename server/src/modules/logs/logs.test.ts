import { LOG_KINDS, LOG_RESOURCE_TYPES, type LogKind, localDate } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { resultCounts } from '../checkups/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEYS: Record<LogKind, { key: string; en: string; fr: string }> = {
  life_event: { key: 'moved_home', en: 'Moved home', fr: 'Déménagement' },
  ailment: { key: 'back_pain', en: 'Back pain', fr: 'Mal de dos' },
  activity: { key: 'therapy_session', en: 'Therapy session', fr: 'Séance de thérapie' },
};

describe.each(LOG_KINDS)('%s logs', (kind) => {
  const type = LOG_RESOURCE_TYPES[kind];
  const base = `/api/${type}`;
  const { key, en, fr } = KEYS[kind];

  it('creates, lists newest first, reads, changes and deletes the member’s own', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const first = await client.post(
      base,
      resource(type, { date: '2026-01-10', title_key: key, impact: 3, note: 'A private note' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.doc.data).toMatchObject({
      type,
      attributes: { date: '2026-01-10', title_key: key, title: en, impact: 3, note: 'A private note' },
    });
    const second = await client.post(
      base,
      resource(type, { date: '2026-02-01', title: 'My own words', impact: 5 }),
    );
    expect(second.doc.data?.attributes).toMatchObject({ title_key: null, title: 'My own words', note: null });
    const list = await client.get(base);
    expect(items(list).map((item) => item.attributes.date)).toEqual(['2026-02-01', '2026-01-10']);
    expect(list.doc.meta?.total).toBe(2);
    const filtered = await client.get(`${base}?filter[from]=2026-01-01&filter[to]=2026-01-31`);
    expect(items(filtered).map((item) => item.id)).toEqual([first.doc.data?.id]);

    const id = String(first.doc.data?.id);
    // The catalogue label follows the member's language.
    const frenchClient = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    const french = await frenchClient.post(
      base,
      resource(type, { date: '2026-01-10', title_key: key, impact: 1 }),
    );
    expect(french.doc.data?.attributes.title).toBe(fr);
    const changed = await client.patch(
      `${base}/${id}`,
      resource(type, { title_key: null, title: 'Renamed', impact: 1 }, id),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.doc.data?.attributes).toMatchObject({
      title_key: null,
      title: 'Renamed',
      impact: 1,
      note: 'A private note',
    });
    expect((await client.delete(`${base}/${id}`)).statusCode).toBe(204);
    expect((await client.get(`${base}/${id}`)).statusCode).toBe(404);
    expect(items(await client.get(base))).toHaveLength(1);
  });

  it('answers 404 for another member’s log and changes nothing', async () => {
    const owner = await clientFor(t.app, await createUser(t.ctx));
    const created = await owner.post(base, resource(type, { date: '2026-01-10', title_key: key, impact: 2 }));
    const id = String(created.doc.data?.id);
    const other = await clientFor(t.app, await createUser(t.ctx));
    const before = await resultCounts(t.ctx);
    expect((await other.get(`${base}/${id}`)).statusCode).toBe(404);
    expect((await other.patch(`${base}/${id}`, resource(type, { impact: 5 }, id))).statusCode).toBe(404);
    expect((await other.delete(`${base}/${id}`)).statusCode).toBe(404);
    expect(items(await other.get(base))).toEqual([]);
    expect(await resultCounts(t.ctx)).toEqual(before);
    expect((await owner.get(`${base}/${id}`)).doc.data?.attributes.impact).toBe(2);
  });

  it('is for signed-in members only', async () => {
    const client = await new TestClient(t.app).start();
    const before = await resultCounts(t.ctx);
    expect((await client.get(base)).statusCode).toBe(401);
    expect(
      (await client.post(base, resource(type, { date: '2026-01-10', title_key: key, impact: 2 }))).statusCode,
    ).toBe(401);
    expect(await resultCounts(t.ctx)).toEqual(before);
  });
});

describe('log validation', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'a date in the future',
      { date: '2999-01-01', title: 'x', impact: 3 },
      'date',
      'The date cannot be in the future.',
      'La date ne peut pas être dans le futur.',
    ],
    [
      'a date before 1900',
      { date: '1899-12-31', title: 'x', impact: 3 },
      'date',
      'The date cannot be before 1900-01-01.',
      'La date ne peut pas être antérieure au 1900-01-01.',
    ],
    [
      'a date that does not exist',
      { date: '2026-02-30', title: 'x', impact: 3 },
      'date',
      'Enter the date as yyyy-mm-dd, like 2026-03-14.',
      'Indiquez la date au format aaaa-mm-jj, par exemple 2026-03-14.',
    ],
    [
      'an impact of 0',
      { date: '2026-01-10', title: 'x', impact: 0 },
      'impact',
      'Choose an impact from 1 (small) to 5 (large).',
      'Choisissez un impact de 1 (faible) à 5 (important).',
    ],
    [
      'an impact of 6',
      { date: '2026-01-10', title: 'x', impact: 6 },
      'impact',
      'Choose an impact from 1 (small) to 5 (large).',
      'Choisissez un impact de 1 (faible) à 5 (important).',
    ],
    [
      'no title',
      { date: '2026-01-10', impact: 3 },
      'title',
      'Give a title, or choose one from the list.',
      'Donnez un titre ou choisissez-en un dans la liste.',
    ],
    [
      'a blank title',
      { date: '2026-01-10', title: '   ', impact: 3 },
      'title',
      'Give a title, or choose one from the list.',
      'Donnez un titre ou choisissez-en un dans la liste.',
    ],
    [
      'a title of 101 characters',
      { date: '2026-01-10', title: 'a'.repeat(101), impact: 3 },
      'title',
      'The title must be at most 100 characters long.',
      'Le titre doit comporter au plus 100 caractères.',
    ],
    [
      'a note of 1,001 characters',
      { date: '2026-01-10', title: 'x', impact: 3, note: 'n'.repeat(1001) },
      'note',
      'The note must be at most 1,000 characters long.',
      'La note doit comporter au plus 1 000 caractères.',
    ],
    [
      'a title key of another kind',
      { date: '2026-01-10', title_key: 'headache', impact: 3 },
      'title_key',
      'Choose a title from the list.',
      'Choisissez un titre dans la liste.',
    ],
  ];

  it.each(cases)(
    'refuses %s with its pointer, in English and French, storing nothing',
    async (_, attributes, field, english, french) => {
      const before = await resultCounts(t.ctx);
      for (const [locale, detail] of [
        ['en', english],
        ['fr', french],
      ] as const) {
        const client = await clientFor(t.app, await createUser(t.ctx, { locale }), locale);
        const response = await client.post('/api/life_events', resource('life_events', attributes));
        expect(response.statusCode).toBe(422);
        expect(response.doc.errors).toContainEqual(
          expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } }),
        );
      }
      expect(await resultCounts(t.ctx)).toEqual(before);
    },
  );

  it('accepts today in the member’s timezone, and refuses tomorrow there', async () => {
    const user = await createUser(t.ctx, { timezone: 'Pacific/Kiritimati' });
    const client = await clientFor(t.app, user);
    const today = localDate(new Date(), 'Pacific/Kiritimati');
    const ok = await client.post(
      '/api/activities',
      resource('activities', { date: today, title_key: 'walk', impact: 2 }),
    );
    expect(ok.statusCode).toBe(201);
    const honolulu = await clientFor(t.app, await createUser(t.ctx, { timezone: 'Pacific/Honolulu' }));
    // Kiritimati (UTC+14) is a day ahead of Honolulu (UTC−10): its today is Honolulu's tomorrow.
    const response = await honolulu.post(
      '/api/activities',
      resource('activities', { date: today, title_key: 'walk', impact: 2 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/date');
  });

  it('refuses a change that would leave no title, and an invalid filter', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const created = await client.post(
      '/api/ailments',
      resource('ailments', { date: '2026-01-10', title_key: 'migraine', impact: 4 }),
    );
    const id = String(created.doc.data?.id);
    const response = await client.patch(`/api/ailments/${id}`, resource('ailments', { title_key: null }, id));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]).toMatchObject({
      detail: 'Give a title, or choose one from the list.',
      source: { pointer: '/data/attributes/title' },
    });
    expect((await client.get(`/api/ailments/${id}`)).doc.data?.attributes.title_key).toBe('migraine');
    expect((await client.get('/api/ailments?filter[from]=yesterday')).statusCode).toBe(422);
  });
});
