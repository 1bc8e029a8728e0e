import zlib from 'node:zlib';
import { localDate } from '@evenkeel/common';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { User } from '../../auth/user';
import { openDatabase } from '../../db/client';
import { auditEvents, lifeEvents, sessions, users } from '../../db/schema';
import { KeptBody } from '../../http/compression';
import { createTestApp, type TestApp } from '../../test/app';
import type { Response, TestClient } from '../../test/client';
import { resource } from '../../test/client';
import { clientFor, createConnection, createUser } from '../../test/factories';
import { answers, buildWorld, checkupAt } from '../checkups/test-helpers';
import { createInsightsCache, insightsKey, insightsStamp } from './cache';

/**
 * The insights cache (modules/insights/cache.ts): a repeated read is served from memory, and
 * no write, viewer, language or server instance ever gets a document it should not.
 */
let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (queries += 1) });
});
afterAll(() => t.close());

type Insights = {
  member: { first_name: string };
  scores: { score: number }[];
  latest: Record<string, unknown> | null;
  logs: { id: string; title: string; impact: number; note?: string | null }[];
};

const attributesOf = (response: Response) => {
  expect(response.statusCode).toBe(200);
  return response.doc.data?.attributes as unknown as Insights;
};

const today = () => localDate(new Date(), 'UTC');

async function versionOf(user: User): Promise<number> {
  const [row] = await t.ctx.db
    .select({ version: users.resultsVersion })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.version ?? -1;
}

/** A member with a check-up this week and a life event with a note, and a client signed in as them. */
async function memberWithHistory(overrides: Parameters<typeof createUser>[1] = {}) {
  const member = await createUser(t.ctx, overrides);
  await checkupAt(t.ctx, member, new Date(), answers(3, 3, { safety: 1 }));
  const client = await clientFor(t.app, member);
  const created = await client.post(
    '/api/life_events',
    resource('life_events', { date: today(), title_key: 'new_job', impact: 4, note: 'Secret note' }),
  );
  expect(created.statusCode).toBe(201);
  return { member, client, eventId: String(created.doc.data?.id) };
}

async function countedGet(client: TestClient, url: string) {
  queries = 0;
  const response = await client.get(url);
  return { response, count: queries };
}

describe('insights cache', () => {
  it('keeps one document per member, period, language and view: a newer version replaces the older', () => {
    const member = {
      id: 7,
      slug: 'm7',
      firstName: 'Ana',
      lastName: 'Lee',
      profilePictureUrl: null,
      timezone: null,
      resultsVersion: 1,
    };
    const read = { member, period: 'all', locale: 'en', view: 'author', today: '2026-11-25' } as const;
    const written = { ...read, member: { ...member, resultsVersion: 2 } };
    const cache = createInsightsCache();
    cache.set(insightsKey(read), { stamp: insightsStamp(read), version: 1, body: new KeptBody('{"v":1}') });
    cache.set(insightsKey(written), {
      stamp: insightsStamp(written),
      version: 2,
      body: new KeptBody('{"v":2}'),
    });
    expect(cache.size).toBe(1);
    expect(cache.get(insightsKey(read))?.stamp).toBe(insightsStamp(written));
    expect(insightsStamp(read)).not.toBe(insightsStamp(written));
    // Anything else the document is made of tells documents apart, by key or by stamp.
    for (const other of [
      { ...read, period: '1y' },
      { ...read, locale: 'fr' },
      { ...read, view: 'viewer' },
      { ...read, today: '2026-11-26' },
      { ...read, member: { ...member, id: 8 } },
      { ...read, member: { ...member, firstName: 'Anna' } },
      { ...read, member: { ...member, profilePictureUrl: 'https://example.org/a.png' } },
    ] as const) {
      expect(`${insightsKey(other)} ${insightsStamp(other)}`).not.toBe(
        `${insightsKey(read)} ${insightsStamp(read)}`,
      );
    }
  });

  it('serves a second read from memory, byte for byte the same, as JSON:API', async () => {
    const { client } = await memberWithHistory();
    const first = await countedGet(client, '/api/insights?filter[period]=all');
    const second = await countedGet(client, '/api/insights?filter[period]=all');
    expect(second.response.statusCode).toBe(200);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['content-type']).toBe('application/vnd.api+json');
    expect(second.response.headers['cache-control']).toBe('no-store');
    // The miss: the session, then one statement for the period's points and logs and the latest
    // check-up. The hit: the session only.
    expect(first.count).toBe(2);
    expect(second.count).toBe(1);
  });

  it('a viewer’s repeated read is served from memory too, authorized and audited each time', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date());
    const viewer = await clientFor(t.app, world.connection);
    const url = `/api/users/${world.member.slug}/insights`;
    const first = await countedGet(viewer, url);
    const second = await countedGet(viewer, url);
    const third = await countedGet(viewer, url);
    expect(second.response.body).toBe(first.response.body);
    expect(third.response.body).toBe(first.response.body);
    expect(second.count).toBeLessThan(first.count);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, world.connection.id), eq(auditEvents.action, 'results_read')));
    expect(audits).toHaveLength(3);
    expect(audits.every((row) => row.subjectUserId === world.member.id && row.detail === 'insights')).toBe(
      true,
    );
  });

  it('shows each write at once: a check-up, its replacement, a log created, changed and deleted', async () => {
    const { client, eventId } = await memberWithHistory();
    const url = '/api/insights?filter[period]=all';
    const before = attributesOf(await client.get(url));
    expect(attributesOf(await client.get(url))).toEqual(before); // now cached
    expect(before.latest?.score).toBe(60);

    // A replacement of this week's check-up (a first one exists already).
    const refused = await client.post('/api/checkups', resource('checkups', { answers: answers(5) }));
    expect(refused.statusCode).toBe(409);
    expect(attributesOf(await client.get(url)).latest?.score).toBe(60);
    const replaced = await client.post(
      '/api/checkups',
      resource('checkups', { answers: answers(5), replace: true }),
    );
    expect(replaced.statusCode).toBe(201);
    const afterReplace = attributesOf(await client.get(url));
    expect(afterReplace.latest).toMatchObject({ id: replaced.doc.data?.id, score: 100 });
    expect(afterReplace.scores.at(-1)?.score).toBe(100);

    // A log created…
    const ailment = await client.post(
      '/api/ailments',
      resource('ailments', { date: today(), title: 'Sore throat', impact: 2 }),
    );
    expect(ailment.statusCode).toBe(201);
    const ailmentId = String(ailment.doc.data?.id);
    expect(attributesOf(await client.get(url)).logs.find((log) => log.id === ailmentId)).toMatchObject({
      title: 'Sore throat',
      impact: 2,
    });
    // …changed…
    const changed = await client.patch(
      `/api/ailments/${ailmentId}`,
      resource('ailments', { title: 'Flu', impact: 5 }, ailmentId),
    );
    expect(changed.statusCode).toBe(200);
    expect(attributesOf(await client.get(url)).logs.find((log) => log.id === ailmentId)).toMatchObject({
      title: 'Flu',
      impact: 5,
    });
    // …and deleted.
    expect((await client.delete(`/api/life_events/${eventId}`)).statusCode).toBe(204);
    expect(attributesOf(await client.get(url)).logs.map((log) => log.id)).toEqual([ailmentId]);

    // A first check-up of a member with none: from null to the check-up.
    const newcomer = await createUser(t.ctx);
    const newcomerClient = await clientFor(t.app, newcomer);
    expect(attributesOf(await newcomerClient.get(url)).latest).toBeNull();
    const submitted = await newcomerClient.post(
      '/api/checkups',
      resource('checkups', { answers: answers(4) }),
    );
    expect(submitted.statusCode).toBe(201);
    expect(attributesOf(await newcomerClient.get(url)).latest).toMatchObject({ score: 80 });
  });

  it('moves the version with every write, in its transaction, and not on a refused one', async () => {
    const { member, client, eventId } = await memberWithHistory();
    // The check-up and the life event of memberWithHistory.
    expect(await versionOf(member)).toBe(2);
    await client.post('/api/checkups', resource('checkups', { answers: answers(5) })); // 409
    await client.patch(`/api/life_events/${eventId}`, resource('life_events', { impact: 9 }, eventId)); // 422
    await client.delete('/api/life_events/not-a-log'); // 404
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    await stranger.delete(`/api/life_events/${eventId}`); // someone else's: 404
    expect(await versionOf(member)).toBe(2);
    await client.patch(`/api/life_events/${eventId}`, resource('life_events', { impact: 1 }, eventId));
    await client.post(
      '/api/activities',
      resource('activities', { date: today(), title_key: 'walk', impact: 1 }),
    );
    await client.post('/api/checkups', resource('checkups', { answers: answers(2), replace: true }));
    await client.delete(`/api/life_events/${eventId}`);
    expect(await versionOf(member)).toBe(6);
  });

  it('shows a viewer’s writes-after-read at once on the viewer route as well', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date(), answers(2));
    const viewer = await clientFor(t.app, world.connection);
    const url = `/api/users/${world.member.slug}/insights`;
    expect(attributesOf(await viewer.get(url)).latest?.score).toBe(40);
    const author = await clientFor(t.app, world.member);
    await author.post('/api/checkups', resource('checkups', { answers: answers(5), replace: true }));
    expect(attributesOf(await viewer.get(url)).latest?.score).toBe(100);
  });

  it('never gives a viewer the author’s document, nor the author a viewer’s', async () => {
    for (const first of ['author', 'viewer'] as const) {
      const world = await buildWorld(t.ctx);
      await checkupAt(t.ctx, world.member, new Date(), answers(3, 3, { safety: 1 }));
      const author = await clientFor(t.app, world.member);
      await author.post(
        '/api/life_events',
        resource('life_events', { date: today(), title_key: 'new_job', impact: 4, note: 'Secret note' }),
      );
      const viewer = await clientFor(t.app, world.connection);
      const viewerUrl = `/api/users/${world.member.slug}/insights`;
      const reads = async () => {
        const own = await author.get('/api/insights');
        const ownBySlug = await author.get(viewerUrl);
        const theirs = await viewer.get(viewerUrl);
        return { own, ownBySlug, theirs };
      };
      if (first === 'viewer') await viewer.get(viewerUrl);
      else await author.get(viewerUrl);
      // Twice: the second round is served from the cache.
      for (let round = 0; round < 2; round += 1) {
        const { own, ownBySlug, theirs } = await reads();
        for (const response of [own, ownBySlug]) {
          expect(attributesOf(response).latest).toMatchObject({ show_crisis_help: true });
          expect(response.body).toContain('Secret note');
          expect(response.body).toContain('"answers"');
        }
        expect(theirs.statusCode).toBe(200);
        expect(attributesOf(theirs).logs).toHaveLength(1);
        // The whole body, not only the attributes we look at (as in insights.test.ts).
        expect(theirs.body).not.toContain('safety');
        expect(theirs.body).not.toContain('show_crisis_help');
        expect(theirs.body).not.toContain('answers');
        expect(theirs.body).not.toContain('Secret note');
        expect(theirs.body).not.toContain('"note"');
      }
    }
  });

  it('keeps a document per language: a French reader gets French titles, the English one English', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date());
    const author = await clientFor(t.app, world.member);
    await author.post(
      '/api/life_events',
      resource('life_events', { date: today(), title_key: 'new_job', impact: 3 }),
    );
    const url = `/api/users/${world.member.slug}/insights`;
    const english = await clientFor(t.app, world.connection);
    const frenchViewer = await createUser(t.ctx, { locale: 'fr' });
    await createConnection(t.ctx, world.member, frenchViewer);
    const french = await clientFor(t.app, frenchViewer, 'fr');
    for (let round = 0; round < 2; round += 1) {
      expect(attributesOf(await english.get(url)).logs[0]?.title).toBe('New job');
      expect(attributesOf(await french.get(url)).logs[0]?.title).toBe('Nouvel emploi');
    }
    // The member's own read follows their profile's language once they change it.
    expect(attributesOf(await author.get('/api/insights')).logs[0]?.title).toBe('New job');
    await t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, world.member.id));
    expect(attributesOf(await author.get('/api/insights')).logs[0]?.title).toBe('Nouvel emploi');
  });

  it('shows a new name at once (the member is in the document and in the key)', async () => {
    const { member, client } = await memberWithHistory({ firstName: 'Before' });
    expect(attributesOf(await client.get('/api/insights')).member.first_name).toBe('Before');
    await t.ctx.db.update(users).set({ firstName: 'After' }).where(eq(users.id, member.id));
    expect(attributesOf(await client.get('/api/insights')).member.first_name).toBe('After');
  });

  it('keeps periods apart', async () => {
    const member = await createUser(t.ctx);
    await checkupAt(t.ctx, member, new Date(Date.now() - 200 * 24 * 60 * 60 * 1000));
    await checkupAt(t.ctx, member, new Date());
    const client = await clientFor(t.app, member);
    for (let round = 0; round < 2; round += 1) {
      expect(attributesOf(await client.get('/api/insights?filter[period]=3m')).scores).toHaveLength(1);
      expect(attributesOf(await client.get('/api/insights?filter[period]=all')).scores).toHaveLength(2);
      expect((await client.get('/api/insights?filter[period]=all')).doc.meta?.period).toBe('all');
    }
  });

  it('never lets a signed-out or refused request reach a cached document', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date());
    const url = `/api/users/${world.member.slug}/insights`;
    expect((await (await clientFor(t.app, world.connection)).get(url)).statusCode).toBe(200);
    const stranger = await clientFor(t.app, world.stranger);
    const refused = await stranger.get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('score');
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, world.stranger.id));
    expect(audits.filter((row) => row.action === 'results_read')).toEqual([]);
  });
});

describe('two server instances on one database', () => {
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    // Another instance: its own app, so its own cache. On PostgreSQL, also its own pool of
    // connections to the same database; PGlite in memory is one process's, so it is shared.
    const pool = t.ctx.database.pool;
    if (pool) {
      const database = await openDatabase({ url: String(pool.options.connectionString), poolSize: 3 });
      other = await buildApp({ ctx: { ...t.ctx, database, db: database.db } });
      closeOther = async () => {
        await other.close();
        await database.close();
      };
    } else {
      other = await buildApp({ ctx: t.ctx });
      closeOther = () => other.close();
    }
    await other.ready();
  });
  afterAll(() => closeOther());

  it('never serves a document older than a write made through the other instance', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, new Date(), answers(2));
    const authorHere = await clientFor(t.app, world.member);
    const authorThere = await clientFor(other, world.member);
    const viewerHere = await clientFor(t.app, world.connection);
    const viewerThere = await clientFor(other, world.connection);
    const viewerUrl = `/api/users/${world.member.slug}/insights`;
    const everyone = async () =>
      Promise.all([
        authorHere.get('/api/insights'),
        authorThere.get('/api/insights'),
        viewerHere.get(viewerUrl),
        viewerThere.get(viewerUrl),
      ]);
    // Both instances have the document cached, for both views.
    for (let round = 0; round < 2; round += 1) {
      for (const response of await everyone()) expect(attributesOf(response).latest?.score).toBe(40);
    }
    // A write through the other instance…
    const replaced = await authorThere.post(
      '/api/checkups',
      resource('checkups', { answers: answers(5), replace: true }),
    );
    expect(replaced.statusCode).toBe(201);
    // …is seen at once through this one, and back.
    for (const response of await everyone()) expect(attributesOf(response).latest?.score).toBe(100);
    const logged = await authorHere.post(
      '/api/activities',
      resource('activities', { date: today(), title_key: 'walk', impact: 2 }),
    );
    expect(logged.statusCode).toBe(201);
    for (const response of await everyone()) {
      expect(attributesOf(response).logs.map((log) => log.id)).toEqual([logged.doc.data?.id]);
    }
  });

  it('and a change made straight in the database with the version moved is seen by both', async () => {
    const { member, client } = await memberWithHistory();
    const there = await clientFor(other, member);
    expect(attributesOf(await client.get('/api/insights')).logs[0]?.impact).toBe(4);
    expect(attributesOf(await there.get('/api/insights')).logs[0]?.impact).toBe(4);
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(lifeEvents).set({ impact: 1 }).where(eq(lifeEvents.userId, member.id));
      await tx.execute(sql`update users set results_version = results_version + 1 where id = ${member.id}`);
    });
    expect(attributesOf(await client.get('/api/insights')).logs[0]?.impact).toBe(1);
    expect(attributesOf(await there.get('/api/insights')).logs[0]?.impact).toBe(1);
  });
});

describe('a kept document, compressed', () => {
  it('goes out in the encoding each client accepts, the same bytes on every read, and as JSON to others', async () => {
    const { client } = await memberWithHistory();
    const plain = await client.get('/api/insights?filter[period]=all');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await client.get('/api/insights?filter[period]=all', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('application/vnd.api+json');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await client.get('/api/insights?filter[period]=all', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await client.get('/api/insights?filter[period]=all', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

/**
 * GET /api/insights reads the session in its own statement (routes.ts, `readSession`): once a
 * cookie's member is known, a read after a write costs that one statement, with the period
 * beside the session. Nothing else may change: the session is checked and touched as for any
 * route, and the document is the one a read in two statements gives.
 */
describe('insights read beside the session', () => {
  const ALL = '/api/insights?filter[period]=all';
  const bump = (user: User) =>
    t.ctx.db
      .update(users)
      .set({ resultsVersion: sql`${users.resultsVersion} + 1` })
      .where(eq(users.id, user.id));

  it('reads a changed history in one statement once the cookie is known, the same bytes as in two', async () => {
    const { member, client } = await memberWithHistory();
    expect((await countedGet(client, ALL)).count).toBe(2);
    const logged = await client.post(
      '/api/life_events',
      resource('life_events', {
        date: today(),
        title: 'Quotes " and \\ and </script>',
        impact: 2,
        note: null,
      }),
    );
    expect(logged.statusCode).toBe(201);
    const ahead = await countedGet(client, ALL);
    expect(ahead.count).toBe(1);
    const attributes = attributesOf(ahead.response);
    expect(attributes.logs.map((log) => log.title)).toContain('Quotes " and \\ and </script>');
    expect(attributes.logs.find((log) => log.title === 'New job')?.note).toBe('Secret note');
    // Another session of the same member: its cookie is not known yet, so it reads in two.
    const other = await clientFor(t.app, member);
    await bump(member);
    const inTwo = await countedGet(other, ALL);
    expect(inTwo.count).toBe(2);
    expect(inTwo.response.body).toBe(ahead.response.body);
    // A repeated read: the kept document's version is the member's, nothing is read beside.
    const kept = await countedGet(client, ALL);
    expect(kept.count).toBe(1);
    expect(kept.response.body).toBe(ahead.response.body);
  });

  it('still refuses an expired, idle or ended session, and an unknown period', async () => {
    for (const end of [
      { expiresAt: new Date(Date.now() - 60_000) },
      { lastSeenAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    ]) {
      const { member, client } = await memberWithHistory();
      await client.get(ALL);
      await bump(member);
      await t.ctx.db.update(sessions).set(end).where(eq(sessions.userId, member.id));
      const refused = await client.get(ALL);
      expect(refused.statusCode).toBe(401);
    }
    const { member, client } = await memberWithHistory();
    await client.get(ALL);
    await bump(member);
    expect((await client.get('/api/insights?filter[period]=5y')).statusCode).toBe(422);
    await client.delete('/api/session');
    expect((await client.get(ALL)).statusCode).toBe(401);
  });

  it('records the session’s use as every route does', async () => {
    const { member, client } = await memberWithHistory();
    await client.get(ALL);
    await bump(member);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.ctx.db.update(sessions).set({ lastSeenAt: tenMinutesAgo }).where(eq(sessions.userId, member.id));
    expect((await countedGet(client, ALL)).response.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(tenMinutesAgo.getTime() + 60_000);
  });

  it('reads again when what was read beside the session was for another language', async () => {
    const { member, client } = await memberWithHistory();
    await client.get(ALL);
    // The profile's language changes (a write of its own, which does not move the version).
    await t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, member.id));
    await bump(member);
    const french = await countedGet(client, ALL);
    expect(attributesOf(french.response).logs.map((log) => log.title)).toContain('Nouvel emploi');
    // Read beside the session in English, then again in French: two statements after the session's.
    expect(french.count).toBe(2);
    const other = await clientFor(t.app, member);
    await bump(member);
    expect((await other.get(ALL)).body).toBe(french.response.body);
  });
});
