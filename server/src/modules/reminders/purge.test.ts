import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeliveries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { purgeOldDeliveries } from './purge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purging old reminder claims', () => {
  it('deletes claims older than five weeks and keeps the recent ones', async () => {
    const user = await createUser(t.ctx);
    await t.ctx.db.insert(reminderDeliveries).values([
      { userId: user.id, weekStart: '2026-09-28' },
      { userId: user.id, weekStart: '2026-10-12' },
      { userId: user.id, weekStart: '2026-10-19' },
      { userId: user.id, weekStart: '2026-11-16' },
    ]);
    expect(await purgeOldDeliveries(t.ctx.db, new Date('2026-11-23T12:00:00Z'))).toBe(2);
    const left = await t.ctx.db
      .select({ weekStart: reminderDeliveries.weekStart })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, user.id));
    expect(left.map((row) => row.weekStart).sort()).toEqual(['2026-10-19', '2026-11-16']);
  });
});
