import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema';
import { SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS } from '../modules/sessions/routes';
import { createTestApp, type TestApp } from '../test/app';
import { resource, TestClient } from '../test/client';
import { createUser, TEST_PASSWORD } from '../test/factories';

/** HTTP hardening (issue 10, security 3, 4, 7, 8, 12, 13, 14; decision 0006 "HTTP and input"). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = (email: string, password: string) => resource('sessions', { email, password });

async function client(app: TestApp, remoteAddress?: string): Promise<TestClient> {
  const c = new TestClient(app.app);
  c.remoteAddress = remoteAddress;
  return c.start();
}

async function signInIp(app: TestApp, userId: number): Promise<string | null | undefined> {
  const [row] = await app.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in'), eq(auditEvents.actorId, userId)));
  return row?.ip;
}

describe('client addresses behind proxies (EVENKEEL_TRUSTED_PROXIES)', () => {
  it('without the setting (production too), a forged X-Forwarded-For changes neither the limit bucket nor the audit', async () => {
    // Production used to trust X-Forwarded-For from anyone.
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await createUser(production.ctx);
      const c = await client(production);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const failed = await c.post('/api/session', credentials(user.email, 'wrong password'), {
          'x-forwarded-for': `203.0.113.${attempt + 1}`,
        });
        expect(failed.statusCode).toBe(401);
      }
      const limited = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '198.51.100.200',
      });
      expect(limited.statusCode).toBe(429);

      const other = await createUser(production.ctx);
      const signedIn = await (await client(production)).post(
        '/api/session',
        credentials(other.email, TEST_PASSWORD),
        { 'x-forwarded-for': '203.0.113.77' },
      );
      expect(signedIn.statusCode).toBe(201);
      expect(await signInIp(production, other.id)).toBe('127.0.0.1');
    } finally {
      await production.close();
    }
  });

  it('with a trusted proxy, each forwarded client has its own bucket and its own address in the audit', async () => {
    const proxied = await createTestApp({ EVENKEEL_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    try {
      const user = await createUser(proxied.ctx);
      const c = await client(proxied);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await c.post('/api/session', credentials(user.email, 'wrong password'), {
          'x-forwarded-for': '203.0.113.1',
        });
      }
      const same = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.1',
      });
      expect(same.statusCode).toBe(429);
      const another = await c.post('/api/session', credentials(user.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.2',
      });
      expect(another.statusCode).toBe(201);
      expect(await signInIp(proxied, user.id)).toBe('203.0.113.2');

      // A peer that is not a trusted proxy is the client, whatever it forwards.
      const stranger = await createUser(proxied.ctx);
      const direct = await client(proxied, '198.51.100.9');
      const response = await direct.post('/api/session', credentials(stranger.email, TEST_PASSWORD), {
        'x-forwarded-for': '203.0.113.50',
      });
      expect(response.statusCode).toBe(201);
      expect(await signInIp(proxied, stranger.id)).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('password spraying', () => {
  it('limits failed sign-ins per client address across accounts, with Retry-After, in both languages', async () => {
    const c = await client(t, '192.0.2.10');
    for (let attempt = 0; attempt < SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS; attempt += 1) {
      const failed = await c.post(
        '/api/session',
        credentials(`sprayed-${attempt}@example.test`, 'Summer2026!'),
      );
      expect(failed.statusCode).toBe(401);
    }
    const victim = await createUser(t.ctx);
    const limited = await c.post('/api/session', credentials(victim.email, 'Summer2026!'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.doc.errors?.[0]?.detail).toBe(
      'Too many failed sign-ins from your network. Please wait 15 minutes and try again.',
    );
    c.locale = 'fr';
    const french = await c.post('/api/session', credentials(victim.email, TEST_PASSWORD));
    expect(french.statusCode).toBe(429);
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Trop de connexions échouées depuis votre réseau. Veuillez patienter 15 minutes et réessayer.',
    );
    // Another address is not affected.
    const elsewhere = await client(t, '192.0.2.11');
    expect((await elsewhere.post('/api/session', credentials(victim.email, TEST_PASSWORD))).statusCode).toBe(
      201,
    );
  });

  it('counts a padded or upper-case address as the same account', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.20');
    const spellings = [
      user.email,
      `  ${user.email}`,
      `${user.email.toUpperCase()} `,
      `\t${user.email}`,
      `\n ${user.email} `,
    ];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const spelling = spellings[attempt % spellings.length] as string;
      expect((await c.post('/api/session', credentials(spelling, 'wrong password'))).statusCode).toBe(401);
    }
    const limited = await c.post('/api/session', credentials(`   ${user.email}   `, TEST_PASSWORD));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('signs in with a padded, upper-case address', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.21');
    const response = await c.post(
      '/api/session',
      credentials(`  ${user.email.toUpperCase()}  `, TEST_PASSWORD),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('one spelling of an address for every limit', () => {
  it('gives a padded address the same password-reset limit as the plain one', async () => {
    const user = await createUser(t.ctx);
    const c = await client(t, '192.0.2.30');
    const spellings = [
      user.email,
      ` ${user.email}`,
      `${user.email}  `,
      `\t${user.email.toUpperCase()}`,
      ` ${user.email} `,
    ];
    for (const spelling of spellings) {
      const accepted = await c.post('/api/password_resets', resource('password_resets', { email: spelling }));
      expect(accepted.statusCode).toBe(202);
    }
    const limited = await c.post(
      '/api/password_resets',
      resource('password_resets', { email: `   ${user.email}` }),
    );
    expect(limited.statusCode).toBe(429);
  });
});
