import { addDays, localDate } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { activities, ailments, lifeEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { clientFor, createUser } from '../../test/factories';
import { buildWorld, checkupAt } from '../checkups/test-helpers';

/** Check-up and insight reads cost the same number of queries whatever the history's length. */
let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (queries += 1) });
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 60 * 60 * 1000;

async function withHistory(user: User, weeks: number) {
  const now = Date.now();
  for (let week = 0; week < weeks; week += 1) await checkupAt(t.ctx, user, new Date(now - week * WEEK));
  const today = localDate(new Date(now), 'UTC');
  for (const table of [lifeEvents, ailments, activities]) {
    await t.ctx.db.insert(table as typeof lifeEvents).values(
      Array.from({ length: weeks }, (_, day) => ({
        userId: user.id,
        date: addDays(today, -day),
        title: `Day ${day}`,
        impact: 1 + (day % 5),
      })),
    );
  }
}

async function countQueries(viewer: User, url: string): Promise<{ count: number; body: string }> {
  const client = await clientFor(t.app, viewer);
  await client.get(url);
  // Every member's results version moves, so the counted read misses the insights cache
  // (cache.test.ts counts the hits): the cost of the first read after a write.
  await t.ctx.db.execute(sql`update users set results_version = results_version + 1`);
  queries = 0;
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  return { count: queries, body: response.body };
}

describe('bounded queries', () => {
  it.each([
    ['/api/insights?filter[period]=all', 'own'],
    ['/api/checkups?page[size]=50', 'own'],
    ['/api/life_events?page[size]=50', 'own'],
    ['/api/users/{slug}/insights?filter[period]=all', 'connection'],
    ['/api/users/{slug}/checkups?page[size]=50', 'group administrator'],
  ])('%s (%s) runs as many queries for 30 weeks as for 2', async (url, who) => {
    const counts: number[] = [];
    for (const weeks of [2, 30]) {
      const world = await buildWorld(t.ctx);
      await withHistory(world.member, weeks);
      const viewer =
        who === 'own' ? world.member : who === 'connection' ? world.connection : world.groupAdmin;
      const { count, body } = await countQueries(viewer, url.replace('{slug}', world.member.slug));
      expect(body.length).toBeGreaterThan(weeks * 50);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
    // Own reads: the session, then the data. Another member's: also the member with their
    // sharing, the viewer's roles, and the audit entry.
    expect(counts[0]).toBeLessThanOrEqual(who === 'own' ? 4 : 7);
  });

  it('a refused read costs no data query', async () => {
    const world = await buildWorld(t.ctx);
    await withHistory(world.member, 2);
    const client = await clientFor(t.app, await createUser(t.ctx));
    await client.get(`/api/users/${world.member.slug}/insights`);
    queries = 0;
    expect((await client.get(`/api/users/${world.member.slug}/insights`)).statusCode).toBe(404);
    expect(queries).toBeLessThanOrEqual(3);
  });
});
