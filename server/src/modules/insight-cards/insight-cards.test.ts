import type { LogKind } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { activities, ailments, lifeEvents } from '../../db/schema';
import { newSlug } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import { clientFor } from '../../test/factories';
import { answers, buildWorld, checkupAt } from '../checkups/test-helpers';
import { insightCards } from './cards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = { life_event: lifeEvents, ailment: ailments, activity: activities };
/** Eight Mondays of 2026, and the WHO-5 sums that give their scores (× 4). */
const MONDAYS = ['01-05', '01-12', '01-19', '01-26', '02-02', '02-09', '02-16', '02-23'].map(
  (d) => `2026-${d}`,
);
const SUMS = [15, 12, 16, 13, 17, 14, 18, 15]; // scores 60, 48, 64, 52, 68, 56, 72, 60

async function history(user: User) {
  for (const [index, monday] of MONDAYS.entries()) {
    const sum = SUMS[index] as number;
    const who5 = Object.fromEntries(
      [0, 1, 2, 3, 4].map((i) => [`who5_${i + 1}`, Math.min(5, Math.max(0, sum - i * 5))]),
    );
    await checkupAt(t.ctx, user, new Date(`${monday}T12:00:00Z`), answers(0, 0, who5));
  }
}

/** Logs `titleKey` on the Wednesday of each of the given weeks (indexes into MONDAYS). */
async function log(user: User, kind: LogKind, titleKey: string, weeks: number[], impact = 3) {
  for (const week of weeks) {
    const date = `2026-${(MONDAYS[week] as string).slice(5, 8)}${String(Number((MONDAYS[week] as string).slice(8)) + 2).padStart(2, '0')}`;
    await t.ctx.db.insert(tables[kind]).values({ slug: newSlug(), userId: user.id, date, titleKey, impact });
  }
}

describe('GET /api/insight_cards', () => {
  it('compares the weeks with a log and without it, and says so only when the 90 % interval does not cross zero', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member);
    // Walk in the weeks scoring 60, 64, 68, 72; not in those scoring 48, 52, 56, 60 (hand-computed
    // in stats.test.ts: 12 points, 90 % interval 4.9 to 19.1).
    await log(world.member, 'activity', 'walk', [0, 2, 4, 6]);
    // Reading in the weeks scoring 60, 48, 64, 60 against 52, 68, 56, 72: the interval crosses zero.
    await log(world.member, 'activity', 'reading', [0, 1, 2, 7]);
    // Yoga: 3 weeks with it, one short of 4.
    await log(world.member, 'activity', 'yoga', [0, 2, 4]);
    // Running: 5 weeks with, so 3 without, one short of 4.
    await log(world.member, 'activity', 'run', [0, 1, 2, 3, 4]);
    // A headache of impact 2 only: weak, never "with".
    await log(world.member, 'ailment', 'headache', [1, 3, 5, 7], 2);
    const client = await clientFor(t.app, world.member);
    const response = await client.get('/api/insight_cards');
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({
      total: 4,
      min_weeks: 4,
      confidence: 0.9,
      weeks: 8,
      method: 'welch_t',
    });
    const cards = items(response);
    expect(cards.map((card) => [card.id, card.attributes.verdict, card.attributes.reason])).toEqual([
      ['activity.walk', 'higher', 'clear'],
      ['activity.run', 'not_enough_to_tell', 'too_few_weeks'],
      ['activity.reading', 'not_enough_to_tell', 'crosses_zero'],
      ['activity.yoga', 'not_enough_to_tell', 'too_few_weeks'],
    ]);
    expect(cards[0]?.attributes).toEqual({
      kind: 'activity',
      title: 'Walk',
      title_key: 'walk',
      min_impact: null,
      weeks_with: 4,
      weeks_without: 4,
      mean_with: 66,
      mean_without: 54,
      difference: 12,
      interval: { confidence: 0.9, low: 4.9, high: 19.1 },
      verdict: 'higher',
      reason: 'clear',
    });
    expect(cards[1]?.attributes).toMatchObject({
      weeks_with: 5,
      weeks_without: 3,
      difference: null,
      interval: null,
    });
    expect(cards[3]?.attributes).toMatchObject({ weeks_with: 3, weeks_without: 5 });
    expect(cards[2]?.attributes).toMatchObject({ mean_with: 58, mean_without: 62, difference: -4 });
  });

  it('weighs life events and ailments by impact: weeks with a weaker one are on neither side (in French)', async () => {
    const world = await buildWorld(t.ctx, { locale: 'fr' });
    await history(world.member);
    await log(world.member, 'ailment', 'back_pain', [1, 3, 5, 7], 4);
    await log(world.member, 'ailment', 'back_pain', [0], 1);
    const cards = items(await (await clientFor(t.app, world.member, 'fr')).get('/api/insight_cards'));
    expect(cards[0]?.attributes).toMatchObject({
      kind: 'ailment',
      title: 'Mal de dos',
      min_impact: 3,
      weeks_with: 4,
      weeks_without: 3,
      reason: 'too_few_weeks',
    });
  });

  it('is the signed-in member’s own only: a connection or an administrator gets their own, never the member’s', async () => {
    const world = await buildWorld(t.ctx);
    await history(world.member);
    await log(world.member, 'activity', 'walk', [0, 2, 4, 6]);
    for (const other of [world.connection, world.groupAdmin, world.platformAdmin]) {
      const response = await (await clientFor(t.app, other)).get('/api/insight_cards');
      expect(response.statusCode).toBe(200);
      expect(items(response)).toEqual([]);
      expect(response.doc.meta).toMatchObject({ weeks: 0 });
      const theirs = await (await clientFor(t.app, other)).get(
        `/api/users/${world.member.slug}/insight_cards`,
      );
      expect(theirs.statusCode).toBe(404);
    }
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/insight_cards')).statusCode).toBe(401);
  });
});

describe('insightCards', () => {
  const scores = MONDAYS.map((weekStart, index) => ({ weekStart, score: (SUMS[index] as number) * 4 }));
  const walk = (weeks: number[]) =>
    weeks.map((week) => ({
      kind: 'activity' as const,
      titleKey: 'walk',
      title: null,
      impact: 1,
      date: MONDAYS[week] as string,
    }));

  it('needs 4 weeks on each side: 3 is not enough', () => {
    expect(insightCards(scores, walk([0, 2, 4]))[0]).toMatchObject({ weeksWith: 3, reason: 'too_few_weeks' });
    expect(insightCards(scores, walk([0, 2, 4, 6]))[0]).toMatchObject({ weeksWith: 4, verdict: 'higher' });
    expect(insightCards(scores.slice(0, 7), walk([0, 2, 4, 6]))[0]).toMatchObject({
      weeksWithout: 3,
      reason: 'too_few_weeks',
    });
  });

  it('groups free titles whatever their case, ignores weeks without a check-up, and lists at most 5 unclear cards', () => {
    const free = (title: string, date: string) => ({
      kind: 'activity' as const,
      titleKey: null,
      title,
      impact: 2,
      date,
    });
    const cards = insightCards(scores, [
      free('Piano ', '2026-01-06'),
      free('piano', '2026-01-13'),
      free('Piano', '2027-01-13'),
    ]);
    expect(cards).toEqual([expect.objectContaining({ id: 'activity:piano', title: 'Piano ', weeksWith: 2 })]);
    const many = ['walk', 'run', 'yoga', 'gym', 'reading', 'hobby', 'swimming'].map((titleKey) => ({
      kind: 'activity' as const,
      titleKey,
      title: null,
      impact: 3,
      date: '2026-01-06',
    }));
    expect(insightCards(scores, many)).toHaveLength(5);
  });
});
