import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkupPreferences, reminderDeliveries } from '../../db/schema';
import { translator } from '../../i18n';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { scanReminders } from '../reminders/scan';
import { submitOfflineCheckup } from './offline';
import { answers, checkupAt, checkupsOf, resultCounts } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The reminder cron would scan at the real time in the middle of a test: scans here run by hand.
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'reminders.scan'`);
});
afterAll(() => t.close());

const put = (client: TestClient, clientId: string, attributes: Record<string, unknown>) =>
  client.put(`/api/checkups/${clientId}`, resource('checkups', attributes));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The service at a fixed "now" (the route always uses the real one). */
const offlineAt = (
  user: Awaited<ReturnType<typeof createUser>>,
  now: string,
  completedAt: string,
  options: { clientId?: string; replace?: boolean; who5?: number } = {},
) =>
  submitOfflineCheckup(
    t.ctx.db,
    user,
    options.clientId ?? randomUUID(),
    { answers: answers(options.who5 ?? 3), completed_at: completedAt, replace: options.replace },
    translator('en'),
    new Date(now),
  );

describe('PUT /api/checkups/{client_id}', () => {
  it('stores a check-up completed offline once: 201, then 200 with the same check-up', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const before = await client.get('/api/insights');
    expect(before.doc.data?.attributes.latest).toBeNull();
    const clientId = randomUUID();
    const completedAt = minutesAgo(90);
    const first = await put(client, clientId, { answers: answers(4), completed_at: completedAt });
    expect(first.statusCode).toBe(201);
    expect(first.doc.data?.attributes).toMatchObject({ score: 80, completed_at: completedAt });
    const again = await put(client, clientId, { answers: answers(4), completed_at: completedAt });
    expect(again.statusCode).toBe(200);
    expect(again.doc.data).toEqual(first.doc.data);
    const rows = await checkupsOf(t.ctx, user);
    expect(rows.map((row) => [row.slug, row.clientId, row.score])).toEqual([
      [first.doc.data?.id, clientId, 80],
    ]);
    // Its history and insights show it at once, like a check-up sent with POST.
    expect(items(await client.get('/api/checkups')).map((item) => item.id)).toEqual([first.doc.data?.id]);
    const after = await client.get('/api/insights');
    expect(after.doc.data?.attributes.latest).toMatchObject({ id: first.doc.data?.id, score: 80 });
    // A repeat is the same check-up even with other answers: the first send decided.
    const changed = await put(client, clientId, { answers: answers(1), completed_at: completedAt });
    expect(changed.statusCode).toBe(200);
    expect(changed.doc.data?.attributes.score).toBe(80);
  });

  it('stores one check-up when two tabs send it at the same moment, with or without replace', async () => {
    const user = await createUser(t.ctx);
    const [a, b] = await Promise.all([clientFor(t.app, user), clientFor(t.app, user)]);
    const clientId = randomUUID();
    const body = { answers: answers(2), completed_at: minutesAgo(5) };
    const sent = await Promise.all([put(a, clientId, body), put(b, clientId, body)]);
    expect(sent.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(sent[0]?.doc.data?.id).toBe(sent[1]?.doc.data?.id);
    expect(await checkupsOf(t.ctx, user)).toHaveLength(1);

    const other = await createUser(t.ctx);
    const [c, d] = await Promise.all([clientFor(t.app, other), clientFor(t.app, other)]);
    await c.post('/api/checkups', resource('checkups', { answers: answers(5) }));
    const replacing = randomUUID();
    const replaced = await Promise.all([
      put(c, replacing, { ...body, replace: true }),
      put(d, replacing, { ...body, replace: true }),
    ]);
    expect(replaced.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(replaced[0]?.doc.data?.id).toBe(replaced[1]?.doc.data?.id);
    const rows = await checkupsOf(t.ctx, other);
    expect(rows.map((row) => [row.slug, row.clientId, row.score])).toEqual([
      [replaced[0]?.doc.data?.id, replacing, 40],
    ]);
  });

  it('answers 409 for another check-up that week, in English and French; replace: true keeps this one', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user, 'fr');
    const sent = await client.post('/api/checkups', resource('checkups', { answers: answers(5) }));
    const clientId = randomUUID();
    const body = { answers: answers(1), completed_at: minutesAgo(1) };
    const conflict = await put(client, clientId, body);
    expect(conflict.statusCode).toBe(409);
    const week = (await checkupsOf(t.ctx, user))[0]?.weekStart;
    expect(conflict.doc.errors?.[0]).toMatchObject({
      code: 'checkup_exists_this_week',
      detail: `Vous avez déjà envoyé un bilan pour la semaine du ${week}. Gardez celui-là, ou remplacez-le par celui enregistré sur cet appareil.`,
    });
    const english = await clientFor(t.app, user, 'en');
    // The profile's language wins over Accept-Language for a signed-in member: switch it here.
    await english.patch(`/api/users/${user.slug}`, resource('users', { locale: 'en' }, user.slug));
    expect((await put(english, clientId, body)).doc.errors?.[0]?.detail).toBe(
      `You already sent a check-up for the week of ${week}. Keep that one, or replace it with the one saved on this device.`,
    );
    expect((await checkupsOf(t.ctx, user)).map((row) => row.slug)).toEqual([sent.doc.data?.id]);

    const replaced = await put(client, clientId, { ...body, replace: true });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.doc.data?.attributes).toMatchObject({ score: 20, week_start: week });
    const repeat = await put(client, clientId, body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.doc.data?.id).toBe(replaced.doc.data?.id);
    const rows = await checkupsOf(t.ctx, user);
    expect(rows.map((row) => [row.slug, row.clientId])).toEqual([[replaced.doc.data?.id, clientId]]);
  });

  it('keeps a check-up already counted in released weekly figures: 409 that says so, no choice offered, nothing replaced', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user, 'fr');
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const sent = await checkupAt(t.ctx, user, lastWeek);
    // The dashboards released that week after the check-up arrived: it is in published figures.
    await t.ctx.database.executeSql(
      `insert into dashboard_releases (period, period_start, released_at, duration_ms)
       select 'week', date_trunc('week', completed_at at time zone 'UTC')::date, now(), 1 from checkups where id = $1`,
      [sent.id],
    );
    const body = { answers: answers(1), completed_at: lastWeek.toISOString() };
    for (const attempt of [body, { ...body, replace: true }]) {
      const refused = await put(client, randomUUID(), attempt);
      expect(refused.statusCode).toBe(409);
      expect(refused.doc.errors?.[0]).toMatchObject({
        code: 'checkup_week_counted',
        detail: `Cette semaine est close : le bilan que vous avez déjà envoyé pour la semaine du ${sent.weekStart} est conservé, et celui-ci ne peut pas le remplacer. Vous pouvez le retirer de cet appareil.`,
      });
    }
    const rows = await checkupsOf(t.ctx, user);
    expect(rows.map((row) => [row.slug, row.score])).toEqual([[sent.slug, sent.score]]);
  });

  it('keeps each member’s client ids their own: the same UUID from two members is two private check-ups', async () => {
    const [maya, noor] = [await createUser(t.ctx), await createUser(t.ctx)];
    const clientId = randomUUID();
    const mine = await put(await clientFor(t.app, maya), clientId, {
      answers: answers(5),
      completed_at: minutesAgo(3),
    });
    const theirs = await put(await clientFor(t.app, noor), clientId, {
      answers: answers(1),
      completed_at: minutesAgo(2),
    });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.doc.data?.id).not.toBe(mine.doc.data?.id);
    expect(theirs.doc.data?.attributes.score).toBe(20);
    expect(theirs.body).not.toContain(String(mine.doc.data?.id));
    expect((await checkupsOf(t.ctx, maya)).map((row) => row.score)).toEqual([100]);
    expect((await checkupsOf(t.ctx, noor)).map((row) => row.score)).toEqual([20]);
  });

  it('refuses a client id that is not a UUID, a bad completion time, bad answers and signed-out senders', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const french = await clientFor(t.app, user, 'fr');
    const english = await clientFor(t.app, await createUser(t.ctx));
    const before = await resultCounts(t.ctx);
    const notUuid = await put(english, 'not-a-uuid', { answers: answers(), completed_at: minutesAgo(1) });
    expect(notUuid.statusCode).toBe(422);
    expect(notUuid.doc.errors?.[0]).toMatchObject({
      source: { parameter: 'client_id' },
      detail: expect.stringContaining('must be a UUID made by your device'),
    });
    const cases: [unknown, string, string][] = [
      [
        new Date(Date.now() + 60 * 60_000).toISOString(),
        'This check-up says it was completed in the future. Check the date and time of your device, then send it again.',
        'Ce bilan indique qu’il a été rempli dans le futur. Vérifiez la date et l’heure de votre appareil, puis envoyez-le de nouveau.',
      ],
      [
        new Date(Date.now() - 15 * 86_400_000).toISOString(),
        'This check-up was completed before last week and can no longer be sent. Complete this week’s check-up instead.',
        'Ce bilan a été rempli avant la semaine dernière et ne peut plus être envoyé. Remplissez plutôt le bilan de cette semaine.',
      ],
      [
        '2026-01-12 09:30',
        'Send when the check-up was completed as an ISO 8601 time with its offset, for example 2026-01-12T09:30:00+01:00.',
        'Indiquez quand le bilan a été rempli sous la forme d’une heure ISO 8601 avec son décalage, par exemple 2026-01-12T09:30:00+01:00.',
      ],
      [
        undefined,
        'Send when the check-up was completed as an ISO 8601 time with its offset, for example 2026-01-12T09:30:00+01:00.',
        'Indiquez quand le bilan a été rempli sous la forme d’une heure ISO 8601 avec son décalage, par exemple 2026-01-12T09:30:00+01:00.',
      ],
    ];
    for (const [completedAt, en, fr] of cases) {
      for (const [client, detail] of [
        [english, en],
        [french, fr],
      ] as const) {
        const response = await put(client, randomUUID(), { answers: answers(), completed_at: completedAt });
        expect(response.statusCode).toBe(422);
        expect(response.doc.errors).toEqual([
          expect.objectContaining({ detail, source: { pointer: '/data/attributes/completed_at' } }),
        ]);
      }
    }
    const badAnswer = await put(english, randomUUID(), {
      answers: answers(3, 0, { who5_2: 6 }),
      completed_at: minutesAgo(1),
    });
    expect(badAnswer.statusCode).toBe(422);
    expect(badAnswer.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/answers/who5_2');
    const unknown = await put(english, randomUUID(), {
      answers: answers(),
      completed_at: minutesAgo(1),
      score: 1,
    });
    expect(unknown.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/score');
    const signedOut = await new TestClient(t.app).start();
    expect(
      (await put(signedOut, randomUUID(), { answers: answers(), completed_at: minutesAgo(1) })).statusCode,
    ).toBe(401);
    expect(await resultCounts(t.ctx)).toEqual(before);
  });

  it('takes a time a little ahead of the server’s clock as now', async () => {
    const user = await createUser(t.ctx);
    const row = await offlineAt(user, '2026-01-14T12:00:00Z', '2026-01-14T12:03:00Z');
    expect(row.created).toBe(true);
    expect(row.row.completedAt.toISOString()).toBe('2026-01-14T12:00:00.000Z');
  });
});

describe('the week of an offline check-up', () => {
  // Monday 2026-01-12 00:30 in Tokyo is still Sunday 2026-01-11 15:30 in UTC.
  const justAfterMidnightInTokyo = '2026-01-12T00:30:00+09:00';
  const sentOnTuesday = '2026-01-13T12:00:00Z';

  it('is the ISO week of its completion in the member’s zone: Monday in Tokyo, the week before in UTC', async () => {
    const tokyo = await createUser(t.ctx, { timezone: 'Asia/Tokyo' });
    const utc = await createUser(t.ctx, { timezone: null });
    expect((await offlineAt(tokyo, sentOnTuesday, justAfterMidnightInTokyo)).row.weekStart).toBe(
      '2026-01-12',
    );
    expect((await offlineAt(utc, sentOnTuesday, justAfterMidnightInTokyo)).row.weekStart).toBe('2026-01-05');
  });

  it('meets a check-up sent with POST that week in Tokyo, and not in UTC', async () => {
    const tokyo = await createUser(t.ctx, { timezone: 'Asia/Tokyo' });
    const utc = await createUser(t.ctx, { timezone: null });
    await checkupAt(t.ctx, tokyo, new Date('2026-01-12T03:00:00Z'));
    await checkupAt(t.ctx, utc, new Date('2026-01-12T03:00:00Z'));
    await expect(offlineAt(tokyo, sentOnTuesday, justAfterMidnightInTokyo)).rejects.toMatchObject({
      status: 409,
      code: 'checkup_exists_this_week',
    });
    const kept = await offlineAt(utc, sentOnTuesday, justAfterMidnightInTokyo);
    expect(kept.row.weekStart).toBe('2026-01-05');
    expect((await checkupsOf(t.ctx, utc)).map((row) => row.weekStart).sort()).toEqual([
      '2026-01-05',
      '2026-01-12',
    ]);
  });

  it('reaches back to the previous ISO week in the member’s zone, not further', async () => {
    const tokyo = await createUser(t.ctx, { timezone: 'Asia/Tokyo' });
    // Monday 2026-01-05 00:10 in Tokyo: the previous week's first minutes, accepted on Sunday 2026-01-18 (Tokyo).
    const monday = await offlineAt(tokyo, '2026-01-18T14:00:00Z', '2026-01-05T00:10:00+09:00');
    expect(monday.row.weekStart).toBe('2026-01-05');
    // Ten minutes earlier, Sunday 2026-01-04 in Tokyo: two weeks back.
    await expect(offlineAt(tokyo, '2026-01-18T14:00:00Z', '2026-01-04T23:59:00+09:00')).rejects.toMatchObject(
      {
        status: 422,
      },
    );
  });

  it('stops that week’s reminder, and only that week’s', async () => {
    const reminded = async (user: { id: number }) =>
      t.ctx.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
    const tokyo = await createUser(t.ctx, { timezone: 'Asia/Tokyo' });
    const other = await createUser(t.ctx, { timezone: 'Asia/Tokyo' });
    for (const user of [tokyo, other]) {
      await t.ctx.db
        .insert(checkupPreferences)
        .values({ userId: user.id, frequency: 'sunday', time: '20:00:00' });
    }
    await offlineAt(tokyo, sentOnTuesday, justAfterMidnightInTokyo);
    // Sunday 2026-01-18 20:00 in Tokyo.
    await scanReminders(t.ctx, new Date('2026-01-18T11:00:00Z'));
    expect(await reminded(tokyo)).toEqual([]);
    expect((await reminded(other)).map((row) => row.weekStart)).toEqual(['2026-01-12']);
    // The week after, the reminder comes again.
    await scanReminders(t.ctx, new Date('2026-01-25T11:00:00Z'));
    expect((await reminded(tokyo)).map((row) => row.weekStart)).toEqual(['2026-01-19']);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents PUT /api/checkups/{client_id} with completed_at', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = spec.paths['/api/checkups/{client_id}']?.put;
    expect(operation?.operationId).toBe('putOfflineCheckup');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201', '409', '422']));
    const body = operation.requestBody.content['application/vnd.api+json'].schema;
    expect(body.properties.data.properties.attributes.properties).toHaveProperty('completed_at');
  });
});
