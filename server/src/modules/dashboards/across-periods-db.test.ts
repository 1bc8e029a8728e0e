import { CURRENT_QUESTIONNAIRE, isoDate, type PeriodFigures, scoreCheckup } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkups, dashboardFigures, membershipSpans, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  type Checkup,
  closedPeriods,
  NOW,
  type Released,
  shownSets,
  smallSets,
  type World,
  worlds,
} from '../../test/dashboard-worlds';
import { createGroup, createOrganization } from '../../test/factories';
import { checkupValues } from '../checkups/service';
import { answers } from '../checkups/test-helpers';
import { releaseClosedPeriods } from './rollup';

/**
 * The property of across-periods.test.ts through the real path, on fewer worlds: the world's
 * groups, spans and check-ups in the database, every closed period released by
 * `releaseClosedPeriods` (its SQL, its order), the stored figures attacked.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let run = 0;

async function releaseThroughDatabase(world: World): Promise<{ world: World; released: Released[] }> {
  run += 1;
  const { db } = t.ctx;
  // Every run releases the same dates: the previous run's releases are taken out.
  await db.execute(sql`delete from dashboard_figures`);
  await db.execute(sql`delete from dashboard_releases`);
  const org = await createOrganization(t.ctx, { name: `Across ${run}` });
  const nodes = new Map<string, string>([['o0', `o${org.id}`]]);
  const ids = new Map<string, number>();
  for (const place of world.places) {
    const parentId = place.parent ? ids.get(place.parent) : undefined;
    const group = await createGroup(t.ctx, org, {
      name: `${place.key} ${run}`,
      ...(parentId ? { parentId } : {}),
    });
    ids.set(place.key, group.id);
    nodes.set(place.key, `g${group.id}`);
  }
  const created = await db
    .insert(users)
    .values(
      world.people.map((person) => ({
        email: `across-${run}-${person.id}@example.test`,
        firstName: 'Across',
        lastName: String(person.id),
        locale: 'en' as const,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const userOf = (person: number) => (created[person] as { id: number }).id;
  const spans = world.people.flatMap((person) =>
    person.nodes.map((node) => ({
      userId: userOf(person.id),
      organizationId: org.id,
      groupId: node === 'o0' ? null : (ids.get(node) ?? null),
      startedAt: person.from,
      endedAt: person.to ?? null,
    })),
  );
  if (spans.length > 0) await db.insert(membershipSpans).values(spans);
  const rows = world.checkups.map((c) => {
    const who5 = Math.round((c.score / 100) * 5);
    const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answers(who5, c.depression ? 2 : c.anxiety ? 1 : 0));
    if (!scored.ok) throw new Error('does not score');
    // A date of its own per check-up: the table allows one per person and (local) week.
    return checkupValues(userOf(c.person), isoDate(c.at), scored.result, c.at);
  });
  for (let at = 0; at < rows.length; at += 200) await db.insert(checkups).values(rows.slice(at, at + 200));
  // The answers as the database scored them.
  const stored = await db
    .select({
      id: checkups.id,
      band: checkups.band,
      anxiety: checkups.phq4Anxiety,
      depression: checkups.phq4Depression,
      userId: checkups.userId,
      at: checkups.completedAt,
    })
    .from(checkups);
  const byKey = new Map(stored.map((row) => [`${row.userId} ${row.at.getTime()}`, row]));
  const scored: Checkup[] = world.checkups.map((c) => {
    const row = byKey.get(`${userOf(c.person)} ${c.at.getTime()}`);
    if (!row) throw new Error('check-up not stored');
    return { ...c, band: row.band, anxiety: row.anxiety >= 3, depression: row.depression >= 3 };
  });
  await releaseClosedPeriods(db, NOW);
  const back = new Map([...nodes].map(([key, node]) => [node, key]));
  const released: Released[] = [];
  for (const period of closedPeriods()) {
    const figures = new Map<string, PeriodFigures>();
    const stored = await db
      .select()
      .from(dashboardFigures)
      .where(eq(dashboardFigures.organizationId, org.id));
    for (const row of stored) {
      if (row.period !== period.kind || row.periodStart !== isoDate(period.start)) continue;
      const key = back.get(row.groupId === null ? `o${row.organizationId}` : `g${row.groupId}`);
      if (key) figures.set(key, row.figures);
    }
    released.push({ period, figures });
  }
  return { world: { ...world, checkups: scored }, released };
}

describe('the privacy rule across period kinds, through the database', () => {
  it('leaves no set of 1–9 computable from two or three stored figures', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (generated) => {
        const { world, released } = await releaseThroughDatabase(generated);
        expect(smallSets(shownSets(world, released))).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
