import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../demo/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
});
afterAll(() => t.close());

async function signIn(email: string) {
  const client = await new TestClient(t.app).start();
  await client.post('/api/session', resource('sessions', { email, password: DEMO_PASSWORD }));
  return client;
}

describe('demo check-ups', () => {
  it('gives Maya half a year of weekly check-ups and logs, seen by Lucas and Grace, not by the organization administrator', async () => {
    const [maya] = await t.ctx.db.select().from(users).where(eq(users.email, 'maya@demo.evenkeel.app'));
    const own = await (await signIn('maya@demo.evenkeel.app')).get('/api/insights');
    const attributes = own.doc.data?.attributes as {
      scores: { score: number }[];
      logs: unknown[];
      stale: boolean;
    };
    expect(attributes.scores).toHaveLength(26);
    expect(attributes.stale).toBe(false);
    expect(Math.min(...attributes.scores.map((point) => point.score))).toBeLessThan(50);
    expect(attributes.scores.at(-1)?.score).toBeGreaterThan(70);
    expect(attributes.logs.length).toBeGreaterThanOrEqual(8);
    for (const viewer of ['lucas@demo.evenkeel.app', 'group.admin@demo.evenkeel.app']) {
      const response = await (await signIn(viewer)).get(`/api/users/${maya?.slug}/insights`);
      expect(response.statusCode).toBe(200);
    }
    const orgAdmin = await signIn('org.admin@demo.evenkeel.app');
    expect((await orgAdmin.get(`/api/users/${maya?.slug}/insights`)).statusCode).toBe(404);
  });
});
