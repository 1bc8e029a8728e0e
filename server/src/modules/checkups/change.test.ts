import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource } from '../../test/client';
import { clientFor } from '../../test/factories';
import { answers, buildWorld, checkupAt } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 60 * 60 * 1000;
const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * WEEK);
/** WHO-5 answers summing to `sum` (score = sum × 4). */
const who5Sum = (sum: number, phq4 = 0, extra: Record<string, unknown> = {}) => {
  const items = [0, 1, 2, 3, 4].map((index) => Math.min(5, Math.max(0, sum - index * 5)));
  return answers(0, phq4, {
    ...Object.fromEntries(items.map((value, index) => [`who5_${index + 1}`, value])),
    ...extra,
  });
};

describe('a check-up’s change since the previous one (decision 0027)', () => {
  it('is first, then a real rise, about the same and a real drop, in every list and page', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, weeksAgo(5), who5Sum(15)); // 60: first
    await checkupAt(t.ctx, world.member, weeksAgo(3), who5Sum(18)); // 72: +12, two weeks later
    await checkupAt(t.ctx, world.member, weeksAgo(2), who5Sum(16)); // 64: −8
    const client = await clientFor(t.app, world.member);
    const posted = await client.post('/api/checkups', resource('checkups', { answers: who5Sum(13) })); // 52: −12
    expect(posted.statusCode).toBe(201);
    expect(posted.doc.data?.attributes).toMatchObject({
      score: 52,
      score_change: -12,
      change_meaning: 'real_drop',
      suggest_support: true,
    });

    const list = await client.get('/api/checkups');
    expect(items(list).map((item) => [item.attributes.score_change, item.attributes.change_meaning])).toEqual(
      [
        [-12, 'real_drop'],
        [-8, 'about_the_same'],
        [12, 'real_rise'],
        [null, 'first'],
      ],
    );
    expect(items(list)[2]?.attributes.previous_week_start).toBe(items(list)[3]?.attributes.week_start);
    expect(items(list).map((item) => item.attributes.suggest_support)).toEqual([true, false, false, false]);

    // A page's oldest row still compares with the check-up before it, on the next page.
    const second = await client.get('/api/checkups?page[size]=2&page[number]=2');
    expect(items(second).map((item) => item.attributes.score_change)).toEqual([12, null]);

    const insights = await client.get('/api/insights');
    expect(insights.doc.data?.attributes.latest).toMatchObject({
      score_change: -12,
      change_meaning: 'real_drop',
      suggest_support: true,
    });
  });

  it('follows the check-up to those allowed to see it, without the suggestion meant for the member', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, weeksAgo(2), who5Sum(15));
    await checkupAt(t.ctx, world.member, weeksAgo(1), who5Sum(12));
    const viewer = await clientFor(t.app, world.connection);
    const list = await viewer.get(`/api/users/${world.member.slug}/checkups`);
    expect(items(list)[0]?.attributes).toMatchObject({ score_change: -12, change_meaning: 'real_drop' });
    expect(list.body).not.toContain('suggest_support');
    const insights = await viewer.get(`/api/users/${world.member.slug}/insights`);
    expect(insights.doc.data?.attributes.latest).toMatchObject({ score_change: -12 });
    expect(insights.body).not.toContain('suggest_support');
    const stranger = await clientFor(t.app, world.stranger);
    expect((await stranger.get(`/api/users/${world.member.slug}/checkups`)).statusCode).toBe(404);
  });

  it('suggests support after a positive PHQ-4 screen twice in a row, never for the safety answer alone', async () => {
    const world = await buildWorld(t.ctx);
    await checkupAt(t.ctx, world.member, weeksAgo(3), who5Sum(15, 2)); // anxiety 4: positive
    await checkupAt(t.ctx, world.member, weeksAgo(2), who5Sum(15, 2)); // positive again
    await checkupAt(t.ctx, world.member, weeksAgo(1), who5Sum(15, 0, { safety: 1 })); // safety yes only
    const client = await clientFor(t.app, world.member);
    const list = await client.get('/api/checkups');
    expect(items(list).map((item) => item.attributes.suggest_support)).toEqual([false, true, false]);
    expect(items(list)[0]?.attributes).toMatchObject({
      show_crisis_help: true,
      change_meaning: 'about_the_same',
    });
  });
});
