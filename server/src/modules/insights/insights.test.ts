import { addDays, localDate } from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import {
  activities,
  ailments,
  auditEvents,
  connections,
  groupRoles,
  lifeEvents,
  organizations,
} from '../../db/schema';
import { translator } from '../../i18n';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { answers, buildWorld, checkupAt } from '../checkups/test-helpers';
import { impactTrend, periodStart } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Insights = {
  member: Record<string, unknown>;
  stale: boolean;
  last_completed_at: string | null;
  scores: { week_start: string; score: number; band: string }[];
  latest: Record<string, unknown> | null;
  logs: Record<string, unknown>[];
  impact_trend: { date: string; life_event: number; ailment: number; activity: number }[];
};

const DAY = 24 * 60 * 60 * 1000;

function insightsOf(response: { doc: { data?: { attributes: Record<string, unknown> } | null } }): Insights {
  if (!response.doc.data) throw new Error('no insights in the response');
  return response.doc.data.attributes as unknown as Insights;
}

/** Check-ups this week and `weeks − 1` weeks before, score rising by 4 a week; logs on recent days. */
async function history(user: User, weeks: number, timeZone = 'UTC') {
  const now = Date.now();
  for (let week = weeks - 1; week >= 0; week -= 1) {
    const who5 = Math.min(5, 1 + Math.floor((weeks - week) / 2));
    await checkupAt(
      t.ctx,
      user,
      new Date(now - week * 7 * DAY),
      answers(who5, week === 0 ? 3 : 0, { safety: week === 0 ? 1 : 0 }),
    );
  }
  const today = localDate(new Date(now), timeZone);
  await t.ctx.db.insert(lifeEvents).values([
    { userId: user.id, date: today, titleKey: 'new_job', impact: 4, note: 'Secret note about the new job' },
    { userId: user.id, date: addDays(today, -20), title: 'Old event', impact: 2 },
  ]);
  await t.ctx.db.insert(ailments).values([
    { userId: user.id, date: today, titleKey: 'headache', impact: 2 },
    { userId: user.id, date: addDays(today, -3), titleKey: 'insomnia', impact: 3 },
  ]);
  await t.ctx.db.insert(activities).values([
    { userId: user.id, date: addDays(today, -9), titleKey: 'walk', impact: 1 },
    { userId: user.id, date: addDays(today, -10), titleKey: 'run', impact: 5 },
  ]);
  return today;
}

describe('GET /api/insights', () => {
  it('gives the member their scores, latest results with answers, logs with notes and the 10-day trend', async () => {
    const user = await createUser(t.ctx, { timezone: 'Pacific/Auckland' });
    const today = await history(user, 3, 'Pacific/Auckland');
    const client = await clientFor(t.app, user);
    const response = await client.get('/api/insights');
    expect(response.statusCode).toBe(200);
    expect(response.doc.data?.type).toBe('insights');
    expect(response.doc.data?.id).toBe(user.slug);
    const insights = insightsOf(response);
    expect(insights.member).toEqual({
      slug: user.slug,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_picture_url: null,
    });
    expect(insights.stale).toBe(false);
    expect(insights.scores).toHaveLength(3);
    const weeks = insights.scores.map((point) => point.week_start);
    expect([...weeks].sort()).toEqual(weeks);
    expect(insights.latest).toMatchObject({ phq4_severity: 'severe', show_crisis_help: true });
    expect(insights.latest?.answers).toMatchObject({ safety: 1 });
    expect(insights.last_completed_at).toBe(insights.latest?.completed_at);
    expect(insights.logs.find((log) => log.title === 'New job')).toMatchObject({
      kind: 'life_event',
      date: today,
      impact: 4,
      note: 'Secret note about the new job',
    });
    expect(insights.impact_trend).toHaveLength(10);
    expect(insights.impact_trend[9]).toEqual({ date: today, life_event: 4, ailment: 2, activity: 0 });
    expect(insights.impact_trend[6]).toEqual({
      date: addDays(today, -3),
      life_event: 0,
      ailment: 3,
      activity: 0,
    });
    expect(insights.impact_trend[0]).toEqual({
      date: addDays(today, -9),
      life_event: 0,
      ailment: 0,
      activity: 1,
    });
  });

  it('limits scores and logs to the period', async () => {
    const user = await createUser(t.ctx);
    const old = new Date(Date.now() - 200 * DAY);
    await checkupAt(t.ctx, user, old);
    await checkupAt(t.ctx, user, new Date());
    await t.ctx.db
      .insert(lifeEvents)
      .values({ userId: user.id, date: localDate(old, 'UTC'), title: 'Long ago', impact: 3 });
    const client = await clientFor(t.app, user);
    const short = (await client.get('/api/insights?filter[period]=3m')).doc.data
      ?.attributes as unknown as Insights;
    expect(short.scores).toHaveLength(1);
    expect(short.logs).toEqual([]);
    const all = (await client.get('/api/insights?filter[period]=all')).doc.data
      ?.attributes as unknown as Insights;
    expect(all.scores).toHaveLength(2);
    expect(all.logs.map((log) => log.title)).toEqual(['Long ago']);
    const bad = await client.get('/api/insights?filter[period]=2y');
    expect(bad.statusCode).toBe(422);
  });

  it('is stale with no check-up in the last 30 days', async () => {
    const empty = await clientFor(t.app, await createUser(t.ctx));
    const none = (await empty.get('/api/insights')).doc.data?.attributes as unknown as Insights;
    expect(none).toMatchObject({ stale: true, last_completed_at: null, latest: null, scores: [] });
    expect(none.impact_trend).toHaveLength(10);

    const user = await createUser(t.ctx);
    await checkupAt(t.ctx, user, new Date(Date.now() - 31 * DAY));
    const client = await clientFor(t.app, user);
    expect(insightsOf(await client.get('/api/insights')).stale).toBe(true);
    const recent = await createUser(t.ctx);
    await checkupAt(t.ctx, recent, new Date(Date.now() - 29 * DAY));
    const recentClient = await clientFor(t.app, recent);
    expect(insightsOf(await recentClient.get('/api/insights')).stale).toBe(false);
  });

  it('writes titles and notes exactly as stored, in either language, in the usual JSON form', async () => {
    // Quotes, backslashes, control characters, accents, an emoji, markup and replacement patterns.
    const tricky = 'Say "hi" \\ back\\slash\nnew line\ttab \u0001\u001f é 😀 </script> $& $1 \u2028 end';
    for (const [locale, label] of [
      ['en', translator('en')('life_event_titles.new_job')],
      ['fr', translator('fr')('life_event_titles.new_job')],
    ] as const) {
      const user = await createUser(t.ctx, { locale });
      await checkupAt(t.ctx, user, new Date());
      const today = localDate(new Date(), 'UTC');
      await t.ctx.db.insert(lifeEvents).values([
        { userId: user.id, date: today, title: tricky, impact: 2, note: tricky },
        { userId: user.id, date: today, titleKey: 'new_job', impact: 3 },
      ]);
      await t.ctx.db.insert(activities).values({ userId: user.id, date: today, title: '', impact: 1 });
      const response = await (await clientFor(t.app, user, locale)).get('/api/insights');
      // Compact, keys in order, escaped as JSON.stringify escapes: unchanged by a round trip.
      expect(response.body).toBe(JSON.stringify(JSON.parse(response.body)));
      const { logs, scores } = insightsOf(response);
      // `note` only on the log that has one (an absent note is no note).
      expect(logs.map((log) => Object.keys(log))).toEqual(
        logs.map((log) => [
          'kind',
          'id',
          'date',
          'title',
          'impact',
          ...(log.title === tricky ? ['note'] : []),
        ]),
      );
      expect(logs.map(({ title, note }) => ({ title, note }))).toEqual(
        expect.arrayContaining([
          { title: tricky, note: tricky },
          { title: label, note: undefined },
          { title: '', note: undefined },
        ]),
      );
      expect(response.body).not.toContain('"note":null');
      expect(Object.keys(scores[0] ?? {})).toEqual(['week_start', 'score', 'band']);
    }
  });

  it('gives only the asked fields, on both routes, and the whole document again without them', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 2);
    const member = await clientFor(t.app, world.member);
    const viewer = await clientFor(t.app, world.connection);
    for (const [client, url] of [
      [member, '/api/insights'],
      [viewer, `/api/users/${world.member.slug}/insights`],
    ] as const) {
      // The full document first, so the sparse one is asked of a kept document.
      expect(Object.keys((await client.get(url)).doc.data?.attributes ?? {})).toContain('logs');
      const sparse = await client.get(`${url}?fields[insights]=scores,stale`);
      expect(sparse.statusCode).toBe(200);
      expect(Object.keys(sparse.doc.data?.attributes ?? {}).sort()).toEqual(['scores', 'stale']);
      const again = await client.get(url);
      expect(Object.keys(again.doc.data?.attributes ?? {})).toEqual(
        expect.arrayContaining(['member', 'scores', 'latest', 'logs', 'impact_trend']),
      );
    }
  });

  it('is for signed-in members only', async () => {
    const client = await new TestClient(t.app).start();
    expect((await client.get('/api/insights')).statusCode).toBe(401);
  });
});

describe('GET /api/users/{slug}/insights', () => {
  it('shows a connection and the group administrator the results, never the safety answer, crisis help or notes', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 2);
    for (const viewer of [world.connection, world.groupAdmin]) {
      const client = await clientFor(t.app, viewer);
      const response = await client.get(`/api/users/${world.member.slug}/insights?filter[period]=all`);
      expect(response.statusCode).toBe(200);
      const insights = insightsOf(response);
      expect(insights.scores).toHaveLength(2);
      expect(insights.latest).toMatchObject({ phq4_severity: 'severe', phq4_total: 12 });
      expect(insights.logs.length).toBeGreaterThan(0);
      // The whole body, not only the attributes we look at.
      expect(response.body).not.toContain('safety');
      expect(response.body).not.toContain('show_crisis_help');
      expect(response.body).not.toContain('answers');
      expect(response.body).not.toContain('Secret note');
      expect(response.body).not.toContain('"note"');
      const audits = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, viewer.id), eq(auditEvents.action, 'results_read')));
      expect(audits).toEqual([
        expect.objectContaining({ subjectUserId: world.member.id, detail: 'insights' }),
      ]);
    }
  });

  it('answers 404 to organization and platform administrators, strangers and unknown members, and records nothing', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 1);
    for (const actor of [world.orgAdmin, world.platformAdmin, world.stranger, world.followed]) {
      const client = await clientFor(t.app, actor);
      const response = await client.get(`/api/users/${world.member.slug}/insights`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('score');
      const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, actor.id));
      expect(audits.filter((row) => row.action === 'results_read')).toEqual([]);
    }
    const client = await clientFor(t.app, world.connection);
    expect((await client.get('/api/users/nobody-here/insights')).statusCode).toBe(404);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(401);
  });

  it('stops at once when the connection is deleted or the reporter role ends', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 1);
    const connection = await clientFor(t.app, world.connection);
    expect((await connection.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(200);
    await t.ctx.db.delete(connections).where(eq(connections.viewerId, world.connection.id));
    expect((await connection.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(404);
    const admin = await clientFor(t.app, world.groupAdmin);
    expect((await admin.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(200);
    await t.ctx.db.delete(groupRoles).where(eq(groupRoles.userId, world.member.id));
    expect((await admin.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(404);
  });

  it('answers 404 to the group administrator once the organization is disabled', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 1);
    const admin = await clientFor(t.app, world.groupAdmin);
    expect((await admin.get(`/api/users/${world.member.slug}/checkups`)).statusCode).toBe(200);
    await t.ctx.db.update(organizations).set({ state: 'disabled' }).where(eq(organizations.id, world.org.id));
    expect((await admin.get(`/api/users/${world.member.slug}/checkups`)).statusCode).toBe(404);
    expect((await admin.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(404);
  });

  it('the member reading their own through this route gets the author view without an audit entry', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member, 1);
    const client = await clientFor(t.app, world.member);
    const response = await client.get(`/api/users/${world.member.slug}/insights`);
    expect(insightsOf(response).latest).toMatchObject({
      show_crisis_help: true,
    });
    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, world.member.id));
    expect(audits.filter((row) => row.action === 'results_read')).toEqual([]);
  });
});

describe('insight helpers', () => {
  it('periods end today and start months before', () => {
    expect(periodStart('3m', '2026-05-15')).toBe('2026-02-15');
    expect(periodStart('1y', '2026-05-15')).toBe('2025-05-15');
    expect(periodStart('all', '2026-05-15')).toBe('1900-01-01');
  });

  it('the trend sums impacts per kind and day, zero on empty days', () => {
    const trend = impactTrend(
      [
        { kind: 'activity', date: '2026-05-15', impact: 2 },
        { kind: 'activity', date: '2026-05-15', impact: 3 },
        { kind: 'ailment', date: '2026-05-05', impact: 5 },
      ],
      '2026-05-15',
    );
    expect(trend.map((day) => day.date)).toEqual([
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]);
    expect(trend[9]).toEqual({ date: '2026-05-15', life_event: 0, ailment: 0, activity: 5 });
    expect(trend.reduce((sum, day) => sum + day.ailment, 0)).toBe(0);
  });
});
