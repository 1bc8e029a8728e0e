import { CURRENT_QUESTIONNAIRE, scoreCheckup } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
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
});
