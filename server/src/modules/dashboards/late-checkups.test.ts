import { CURRENT_QUESTIONNAIRE, scoreCheckup } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkups, dashboardReleases } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { addOrganizationRole, createOrganization, createUser } from '../../test/factories';
import { checkupValues } from '../checkups/service';
import { answers } from '../checkups/test-helpers';
import { checkupSums } from './rollup-sums';

/**
 * Issue 32 §1: a check-up completed offline may reach the server after its week's figures were
 * released. It must then count in no figure: a month computed later would otherwise differ from
 * the weeks already released by that one person's answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a check-up that arrives after its week was released', () => {
  it('counts in no later period; one that arrived before the release still counts', async () => {
    const { db } = t.ctx;
    await db.execute(sql`delete from dashboard_figures`);
    await db.execute(sql`delete from dashboard_releases`);
    const org = await createOrganization(t.ctx, { name: 'Late arrivals' });
    const early = await createUser(t.ctx);
    const late = await createUser(t.ctx);
    const joined = new Date('2026-09-01T00:00:00Z');
    for (const person of [early, late]) {
      await addOrganizationRole(t.ctx, org, person, 'member');
      await db.execute(
        sql`update membership_spans set started_at = ${joined.toISOString()} where user_id = ${person.id}`,
      );
    }
    // Both completed on Wednesday 7 October 2026 (week of Monday 5 October); the week was released
    // on Monday 12 October, 00:10 UTC. The early one reached the server at once, the late one on
    // Tuesday 13 October (sent from a phone that had been offline).
    const completed = new Date('2026-10-07T09:00:00Z');
    const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answers());
    if (!scored.ok) throw new Error('does not score');
    const { result } = scored;
    await db.insert(checkups).values([
      { ...checkupValues(early.id, '2026-10-05', result, completed), createdAt: completed },
      {
        ...checkupValues(late.id, '2026-10-05', result, completed),
        createdAt: new Date('2026-10-13T08:00:00Z'),
      },
    ]);
    await db.insert(dashboardReleases).values({
      period: 'week',
      periodStart: '2026-10-05',
      releasedAt: new Date('2026-10-12T00:10:00Z'),
      durationMs: 1,
    });
    const people = async () =>
      (await checkupSums(db, new Date('2026-10-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z')))
        .filter((row) => row.nodes.includes(`o${org.id}`))
        .reduce((sum, row) => sum + row.people, 0);
    // October counts the early one only.
    expect(await people()).toBe(1);
    // Without the release, both would count: the rule, not the data, leaves the late one out.
    await db.execute(sql`delete from dashboard_releases`);
    expect(await people()).toBe(2);
  });

  it('counts in a week, its month and its quarter exactly when it arrived before the week was released (any day, any delay)', async () => {
    const { db } = t.ctx;
    const org = await createOrganization(t.ctx, { name: 'Any delay' });
    const person = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, person, 'member');
    await db.execute(
      sql`update membership_spans set started_at = '2026-01-01T00:00:00Z' where user_id = ${person.id}`,
    );
    const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answers());
    if (!scored.ok) throw new Error('does not score');
    const { result } = scored;
    const DAY = 86_400_000;
    const counted = async (start: string, end: string) =>
      (await checkupSums(db, new Date(start), new Date(end)))
        .filter((row) => row.nodes.includes(`o${org.id}`))
        .reduce((sum, row) => sum + row.people, 0);
    await fc.assert(
      fc.asyncProperty(
        // Completed any minute of the 13 weeks from Monday 5 October 2026; arrived up to 20 days later.
        fc.integer({ min: 0, max: 13 * 7 * 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        async (minute, delay) => {
          await db.delete(checkups).where(eq(checkups.userId, person.id));
          await db.execute(sql`delete from dashboard_releases`);
          const completed = new Date(Date.parse('2026-10-05T00:00:00Z') + minute * 60_000);
          const arrived = new Date(completed.getTime() + delay * 60_000);
          const monday = new Date(
            Date.parse('2026-10-05T00:00:00Z') + Math.floor(minute / (7 * 24 * 60)) * 7 * DAY,
          );
          const weekStart = monday.toISOString().slice(0, 10);
          // Its week released by the hourly job ten minutes after it closed.
          await db.insert(dashboardReleases).values({
            period: 'week',
            periodStart: weekStart,
            releasedAt: new Date(monday.getTime() + 7 * DAY + 10 * 60_000),
            durationMs: 1,
          });
          await db
            .insert(checkups)
            .values({ ...checkupValues(person.id, weekStart, result, completed), createdAt: arrived });
          const expected = arrived.getTime() < monday.getTime() + 7 * DAY + 10 * 60_000 ? 1 : 0;
          const month = completed.toISOString().slice(0, 7);
          const nextMonth = new Date(Date.UTC(completed.getUTCFullYear(), completed.getUTCMonth() + 1, 1));
          const quarter = Math.floor(completed.getUTCMonth() / 3) * 3;
          expect(await counted(weekStart, new Date(monday.getTime() + 7 * DAY).toISOString())).toBe(expected);
          expect(await counted(`${month}-01T00:00:00Z`, nextMonth.toISOString())).toBe(expected);
          expect(
            await counted(
              new Date(Date.UTC(completed.getUTCFullYear(), quarter, 1)).toISOString(),
              new Date(Date.UTC(completed.getUTCFullYear(), quarter + 3, 1)).toISOString(),
            ),
          ).toBe(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
