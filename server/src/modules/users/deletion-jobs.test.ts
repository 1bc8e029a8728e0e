import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetFinishedResetRequests } from '../../jobs/forget';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, deliveredEmail } from '../../test/factories';
import { deleteAccount } from './deletion';

// Issue 26 §4 item 8: a deleted member's address stayed in the job queue (pg-boss keeps jobs,
// their payloads included, 14 days), and so did the addresses of reset requests for addresses
// without an account.
describe('account deletion reaches the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows of pg-boss's tables (queued, finished and archived jobs) that mention `address` anywhere. */
  async function jobsMentioning(address: string): Promise<number> {
    let total = 0;
    for (const table of ['pgboss.job', 'pgboss.archive']) {
      const rows = await t.ctx.db.execute(
        sql`select count(*)::int as n from ${sql.raw(table)}
            where lower(data::text) like ${`%${address.toLowerCase()}%`}
               or lower(coalesce(output::text, '')) like ${`%${address.toLowerCase()}%`}`,
      );
      total += Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    }
    return total;
  }

  /** Copies the finished jobs of a name into pg-boss's archive, as its maintenance does after 12 h. */
  async function archive(name: string) {
    await t.ctx.db.execute(
      sql`insert into pgboss.archive select j.*, now() from pgboss.job j where j.name = ${name} and j.state = 'completed'`,
    );
  }

  async function requestReset(email: string) {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/password_resets', resource('password_resets', { email }));
    expect(response.statusCode).toBeLessThan(300);
  }

  async function finishedResetJobs(): Promise<number> {
    const rows = await t.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'password_reset.request' and state = 'completed'`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }

  it("removes the member's address from queued, finished and archived jobs at once", async () => {
    const member = await createUser(t.ctx);
    await requestReset(member.email.toUpperCase());
    await deliveredEmail(t.ctx, member.email);
    await expect.poll(finishedResetJobs, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await archive('password_reset.request');
    expect(await jobsMentioning(member.email)).toBeGreaterThan(0);

    await deleteAccount(t.ctx, member);
    expect(await jobsMentioning(member.email)).toBe(0);
  });

  it('forgets reset requests for addresses without an account (the hourly purge)', async () => {
    const nobody = 'nobody-here@example.test';
    const before = await finishedResetJobs();
    await requestReset(nobody);
    await expect.poll(finishedResetJobs, { timeout: 10_000 }).toBeGreaterThan(before);
    await archive('password_reset.request');
    expect(await jobsMentioning(nobody)).toBeGreaterThan(0);

    await forgetFinishedResetRequests(t.ctx.db);
    expect(await jobsMentioning(nobody)).toBe(0);
    const scheduled = await t.ctx.db.execute(
      sql`select cron from pgboss.schedule where name = 'password_reset.forget'`,
    );
    expect((scheduled as unknown as { rows: { cron: string }[] }).rows[0]?.cron).toBe('29 * * * *');
  });
});
