import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signInFailures } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { resource, TestClient } from '../test/client';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS, signInLimits } from './sign-in-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = (email: string, password: string) => resource('sessions', { email, password });

describe('sign-in limits shared by every web instance', () => {
  it('failures counted by one instance stop the same account on another (no per-process memory)', async () => {
    const user = await createUser(t.ctx);
    const first = await new TestClient(t.app).start();
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_ALLOWED; attempt += 1) {
      expect((await first.post('/api/session', credentials(user.email, 'wrong password'))).statusCode).toBe(
        401,
      );
    }
    // A second web instance on the same database, as behind a load balancer.
    const other = await buildApp({ ctx: t.ctx });
    try {
      const second = await new TestClient(other).start();
      const limited = await second.post('/api/session', credentials(user.email, TEST_PASSWORD));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is not stopped by this one's failures.
      const someone = await createUser(t.ctx);
      expect((await second.post('/api/session', credentials(someone.email, TEST_PASSWORD))).statusCode).toBe(
        201,
      );
    } finally {
      await other.close();
    }
  });

  it('keeps no e-mail address: accounts are hashed', async () => {
    const email = `kept-${Date.now()}@example.test`;
    await signInLimits.fail(t.ctx.db, '192.0.2.10', email);
    const rows = await t.ctx.db.select().from(signInFailures);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain('kept-');
  });

  it('counts only the last 15 minutes, a success clears the account, and the purge removes what no longer counts', async () => {
    const address = '192.0.2.20';
    const email = 'window@example.test';
    const start = new Date('2026-11-24T10:00:00Z');
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_ALLOWED; attempt += 1) {
      await signInLimits.fail(t.ctx.db, address, email, new Date(start.getTime() + attempt * 1000));
    }
    const during = await signInLimits.wait(t.ctx.db, address, email, new Date(start.getTime() + 60_000));
    // The first failure leaves the window 15 minutes after it happened: 14 minutes from then.
    expect(during.forAccount).toBe(14 * 60);
    expect(during.fromAddress).toBe(0);
    const after = new Date(start.getTime() + SIGN_IN_WINDOW_MS + 10_000);
    expect((await signInLimits.wait(t.ctx.db, address, email, after)).forAccount).toBe(0);

    await signInLimits.purge(t.ctx.db, after);
    expect(
      (await t.ctx.db.select().from(signInFailures)).filter((row) => row.clientAddress === address),
    ).toEqual([]);

    await signInLimits.fail(t.ctx.db, address, email);
    await signInLimits.succeed(t.ctx.db, address, email);
    expect((await signInLimits.wait(t.ctx.db, address, email)).forAccount).toBe(0);
  });
});
