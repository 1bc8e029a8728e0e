import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { answers, buildWorld, checkupAt, checkupsOf, resultCounts } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (client: TestClient, attributes: Record<string, unknown>) =>
  client.post('/api/checkups', resource('checkups', attributes));

describe('GET /api/questionnaires/current', () => {
  it('gives the 16 items in the member’s language, sections, attributions and this week', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const response = await client.get('/api/questionnaires/current');
    expect(response.statusCode).toBe(200);
    const data = response.doc.data;
    expect(data?.id).toBe('evenkeel-weekly-1');
    const attributes = data?.attributes as {
      items: { id: string; text: string; options: { value: number; label: string }[]; min_label?: string }[];
      sections: { instrument: string; instructions: string }[];
      attributions: { instrument: string; text: string }[];
    };
    expect(attributes.items).toHaveLength(16);
    expect(attributes.items[0]).toMatchObject({
      id: 'who5_1',
      instrument: 'who5',
      text: 'I have felt cheerful and in good spirits',
      min: 0,
      max: 5,
    });
    expect(attributes.items[0]?.options[0]).toEqual({ value: 5, label: 'All of the time' });
    expect(attributes.items.find((item) => item.id === 'stress')?.min_label).toBe('Not stressed at all');
    expect(attributes.sections.map((section) => section.instrument)).toEqual([
      'who5',
      'phq4',
      'life_area',
      'safety',
    ]);
    expect(attributes.attributions.map((a) => a.instrument)).toEqual(['who5', 'phq4']);
    expect(attributes.attributions[0]?.text).toContain('Topp CW');
    expect(response.doc.meta?.this_week).toMatchObject({ checkup_id: null });

    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    const fr = (await french.get('/api/questionnaires/current')).doc.data?.attributes as typeof attributes;
    expect(fr.items[0]?.text).toBe('Je me suis senti(e) bien et de bonne humeur');
    expect(fr.items[8]?.text).toBe('Être triste, déprimé(e) ou désespéré(e)');
    expect(fr.items[8]?.options.map((o) => o.label)).toEqual([
      'Jamais',
      'Plusieurs jours',
      'Plus de la moitié du temps',
      'Presque tous les jours',
    ]);

    await submit(client, { answers: answers() });
    const after = await client.get('/api/questionnaires/current');
    const stored = await checkupsOf(t.ctx, user);
    expect(after.doc.meta?.this_week).toEqual({
      week_start: stored[0]?.weekStart,
      checkup_id: stored[0]?.slug,
    });
  });

  it('is for signed-in members only', async () => {
    const client = await new TestClient(t.app).start();
    expect((await client.get('/api/questionnaires/current')).statusCode).toBe(401);
  });
});

describe('POST /api/checkups', () => {
  it('scores the answers on the server and returns every result to the author', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const response = await submit(client, { answers: answers(4, 1, { stress: 8 }) });
    expect(response.statusCode).toBe(201);
    expect(response.doc.data?.type).toBe('checkups');
    expect(response.doc.data?.attributes).toMatchObject({
      score: 80,
      band: 'thriving',
      phq4_anxiety: 2,
      phq4_depression: 2,
      phq4_total: 4,
      phq4_severity: 'mild',
      phq4_anxiety_positive: false,
      phq4_depression_positive: false,
      life_areas: { sleep: 5, energy: 5, stress: 2, social: 5, work: 5, meaning: 5 },
      questionnaire_version: 1,
      show_crisis_help: false,
    });
    const given = response.doc.data?.attributes.answers as Record<string, number>;
    expect(Object.keys(given)).toHaveLength(16);
    expect(given.stress).toBe(8);
    const list = await client.get('/api/checkups');
    expect(items(list).map((item) => item.id)).toEqual([response.doc.data?.id]);
    expect(list.doc.meta?.total).toBe(1);
  });

  it('shows crisis help to the author after a yes to the safety question', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const response = await submit(client, { answers: answers(5, 0, { safety: 1 }) });
    expect(response.doc.data?.attributes).toMatchObject({ score: 100, show_crisis_help: true });
  });

  it('answers 409 for a second check-up in the same week, in English and French, and keeps the first', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user, 'fr');
    const first = await submit(client, { answers: answers(2) });
    expect(first.statusCode).toBe(201);
    const second = await submit(client, { answers: answers(5) });
    expect(second.statusCode).toBe(409);
    expect(second.doc.errors?.[0]).toMatchObject({
      code: 'checkup_exists_this_week',
      detail:
        'Vous avez déjà fait votre bilan cette semaine. Vous pouvez le remplacer par celui-ci, ou attendre lundi pour le prochain.',
    });
    const english = await clientFor(t.app, await createUser(t.ctx));
    await submit(english, { answers: answers() });
    expect((await submit(english, { answers: answers() })).doc.errors?.[0]?.detail).toBe(
      'You already completed your check-up this week. You can replace it with this one, or wait until Monday for the next one.',
    );
    const rows = await checkupsOf(t.ctx, user);
    expect(rows.map((row) => [row.slug, row.score])).toEqual([[first.doc.data?.id, 40]]);
  });

  it('replaces this week’s check-up with replace: true, leaving one', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const first = await submit(client, { answers: answers(1) });
    const second = await submit(client, { answers: answers(4), replace: true });
    expect(second.statusCode).toBe(201);
    expect(second.doc.data?.id).not.toBe(first.doc.data?.id);
    const rows = await checkupsOf(t.ctx, user);
    expect(rows.map((row) => [row.slug, row.score])).toEqual([[second.doc.data?.id, 80]]);
    // replace: true with nothing to replace simply stores it.
    const fresh = await clientFor(t.app, await createUser(t.ctx));
    expect((await submit(fresh, { answers: answers(), replace: true })).statusCode).toBe(201);
  });

  it.each([
    [
      'missing',
      (() => {
        const input = answers();
        delete input.phq4_3;
        return input;
      })(),
      'phq4_3',
      'Question 8 has no answer. Choose an answer before you send your check-up.',
      'La question 8 n’a pas de réponse. Choisissez une réponse avant d’envoyer votre bilan.',
    ],
    [
      'out of range',
      answers(3, 0, { who5_2: 6 }),
      'who5_2',
      'The answer to question 2 must be a whole number from 0 to 5.',
      'La réponse à la question 2 doit être un nombre entier de 0 à 5.',
    ],
    [
      'not an integer',
      answers(3, 0, { sleep: 7.5 }),
      'sleep',
      'The answer to question 10 must be a whole number from 0 to 10.',
      'La réponse à la question 10 doit être un nombre entier de 0 à 10.',
    ],
    [
      'a string',
      answers(3, 0, { safety: 'no' }),
      'safety',
      'The answer to question 16 must be a whole number from 0 to 1.',
      'La réponse à la question 16 doit être un nombre entier de 0 à 1.',
    ],
    [
      'unknown',
      answers(3, 0, { mood: 3 }),
      'mood',
      '“mood” is not a question of this check-up. Remove it and try again.',
      '« mood » n’est pas une question de ce bilan. Retirez-la et réessayez.',
    ],
  ])(
    'refuses a %s answer with its pointer, in English and French, storing nothing',
    async (_, input, id, en, fr) => {
      const before = await resultCounts(t.ctx);
      for (const [locale, detail] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        const client = await clientFor(t.app, await createUser(t.ctx, { locale }), locale);
        const response = await submit(client, { answers: input });
        expect(response.statusCode).toBe(422);
        expect(response.doc.errors).toEqual([
          expect.objectContaining({ detail, source: { pointer: `/data/attributes/answers/${id}` } }),
        ]);
      }
      expect(await resultCounts(t.ctx)).toEqual(before);
    },
  );

  it('refuses answers that are not an object, and unknown attributes', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const before = await resultCounts(t.ctx);
    const notObject = await submit(client, { answers: [1, 2, 3] });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/answers');
    const extra = await submit(client, { answers: answers(), score: 100 });
    expect(extra.statusCode).toBe(422);
    expect(extra.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/score');
    expect(await resultCounts(t.ctx)).toEqual(before);
  });

  it('is for signed-in members only, and check-ups cannot be changed or deleted', async () => {
    const signedOut = await new TestClient(t.app).start();
    const before = await resultCounts(t.ctx);
    expect((await submit(signedOut, { answers: answers() })).statusCode).toBe(401);
    expect((await signedOut.get('/api/checkups')).statusCode).toBe(401);
    expect(await resultCounts(t.ctx)).toEqual(before);
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const created = await submit(client, { answers: answers() });
    const id = String(created.doc.data?.id);
    // The path answers PUT only (a check-up sent from the device, offline.ts): 405 with Allow.
    const patched = await client.patch(
      `/api/checkups/${id}`,
      resource('checkups', { answers: answers(5) }, id),
    );
    expect([patched.statusCode, patched.headers.allow]).toEqual([405, 'PUT']);
    expect((await client.delete(`/api/checkups/${id}`)).statusCode).toBe(405);
    expect((await checkupsOf(t.ctx, user)).map((row) => row.score)).toEqual([60]);
  });
});

describe('simultaneous submissions', () => {
  it('store one check-up for the week: one 201 and one 409, or one row after two replacements', async () => {
    const user = await createUser(t.ctx);
    const [a, b] = await Promise.all([clientFor(t.app, user), clientFor(t.app, user)]);
    const statuses = (
      await Promise.all([submit(a, { answers: answers(1) }), submit(b, { answers: answers(2) })])
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await checkupsOf(t.ctx, user)).toHaveLength(1);
    const replaced = await Promise.all([
      submit(a, { answers: answers(3), replace: true }),
      submit(b, { answers: answers(4), replace: true }),
    ]);
    expect(replaced.map((response) => response.statusCode)).toEqual([201, 201]);
    const rows = await checkupsOf(t.ctx, user);
    expect(rows).toHaveLength(1);
    expect([60, 80]).toContain(rows[0]?.score);
  });
});

describe('the week in the member’s timezone', () => {
  it('counts a Sunday 23:30 in Toronto in the week before, although it is Monday in UTC', async () => {
    const user = await createUser(t.ctx, { timezone: 'America/Toronto' });
    const sunday = await checkupAt(t.ctx, user, new Date('2026-01-12T04:30:00Z'));
    expect(sunday.weekStart).toBe('2026-01-05');
    const monday = await checkupAt(t.ctx, user, new Date('2026-01-12T05:30:00Z'));
    expect(monday.weekStart).toBe('2026-01-12');
    await expect(checkupAt(t.ctx, user, new Date('2026-01-18T12:00:00Z'))).rejects.toMatchObject({
      status: 409,
      code: 'checkup_exists_this_week',
    });
  });

  it('starts the week in Auckland while UTC is still on Sunday', async () => {
    const user = await createUser(t.ctx, { timezone: 'Pacific/Auckland' });
    const row = await checkupAt(t.ctx, user, new Date('2026-01-11T11:30:00Z'));
    expect(row.weekStart).toBe('2026-01-12');
    const utc = await createUser(t.ctx);
    expect((await checkupAt(t.ctx, utc, new Date('2026-01-11T11:30:00Z'))).weekStart).toBe('2026-01-05');
  });

  it('keeps one week across a daylight-saving change (Toronto 2026-03-08, Paris 2026-03-29)', async () => {
    const toronto = await createUser(t.ctx, { timezone: 'America/Toronto' });
    expect((await checkupAt(t.ctx, toronto, new Date('2026-03-02T05:00:00Z'))).weekStart).toBe('2026-03-02');
    await expect(checkupAt(t.ctx, toronto, new Date('2026-03-09T03:59:00Z'))).rejects.toMatchObject({
      status: 409,
    });
    expect((await checkupAt(t.ctx, toronto, new Date('2026-03-09T04:00:00Z'))).weekStart).toBe('2026-03-09');
    const paris = await createUser(t.ctx, { timezone: 'Europe/Paris' });
    expect((await checkupAt(t.ctx, paris, new Date('2026-03-29T21:30:00Z'))).weekStart).toBe('2026-03-23');
    expect((await checkupAt(t.ctx, paris, new Date('2026-03-29T22:10:00Z'))).weekStart).toBe('2026-03-30');
  });

  it('uses UTC when the profile has no timezone', async () => {
    const user = await createUser(t.ctx, { timezone: null });
    expect((await checkupAt(t.ctx, user, new Date('2026-01-12T00:30:00Z'))).weekStart).toBe('2026-01-12');
  });
});

describe('GET /api/users/{slug}/checkups', () => {
  it('shows results without answers or crisis help to a connection and to the group administrator', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date('2026-01-05T12:00:00Z'), answers(2, 3, { safety: 1 }));
    await checkupAt(t.ctx, world.member, new Date('2026-01-12T12:00:00Z'), answers(4));
    for (const viewer of [world.connection, world.groupAdmin]) {
      const client = await clientFor(t.app, viewer);
      const response = await client.get(`/api/users/${world.member.slug}/checkups`);
      expect(response.statusCode).toBe(200);
      expect(items(response).map((item) => item.attributes.week_start)).toEqual(['2026-01-12', '2026-01-05']);
      expect(items(response)[1]?.attributes).toMatchObject({ score: 40, phq4_severity: 'severe' });
      expect(response.body).not.toContain('safety');
      expect(response.body).not.toContain('show_crisis_help');
      expect(response.body).not.toContain('answers');
      const [audit] = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, viewer.id), eq(auditEvents.action, 'results_read')));
      expect(audit).toMatchObject({ subjectUserId: world.member.id, detail: 'checkups' });
    }
    // The member through the same route: the author's view.
    const own = await (await clientFor(t.app, world.member)).get(`/api/users/${world.member.slug}/checkups`);
    expect(items(own)[1]?.attributes).toMatchObject({ show_crisis_help: true });
  });

  it('answers 404 to an organization administrator, a platform administrator, a stranger and a followed person', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date('2026-01-05T12:00:00Z'));
    for (const actor of [world.orgAdmin, world.platformAdmin, world.stranger, world.followed]) {
      const client = await clientFor(t.app, actor);
      const response = await client.get(`/api/users/${world.member.slug}/checkups`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('score');
    }
    const client = await clientFor(t.app, world.connection);
    expect((await client.get('/api/users/no-such-member/checkups')).statusCode).toBe(404);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get(`/api/users/${world.member.slug}/checkups`)).statusCode).toBe(401);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every check-up, insight and log endpoint with its body schema', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const logs = ['life_events', 'ailments', 'activities'].flatMap((type) => [
      `GET /api/${type}`,
      `POST /api/${type}`,
      `GET /api/${type}/{slug}`,
      `PATCH /api/${type}/{slug}`,
      `DELETE /api/${type}/{slug}`,
    ]);
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/questionnaires/current',
        'POST /api/checkups',
        'GET /api/checkups',
        'GET /api/users/{slug}/checkups',
        'GET /api/insights',
        'GET /api/users/{slug}/insights',
        ...logs,
      ]),
    );
    const body = spec.paths['/api/checkups'].post.requestBody.content['application/vnd.api+json'].schema;
    expect(body.properties.data.properties.attributes.properties).toHaveProperty('answers');
    expect(spec.paths['/api/life_events'].post.requestBody).toBeDefined();
  });
});
