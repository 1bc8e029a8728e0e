import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, devices, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  resource('sessions', { email, password, ...extra });

describe('GET /api/session', () => {
  it('answers 401 with a CSRF token when signed out, in the request language', async () => {
    const client = new TestClient(t.app);
    client.locale = 'fr';
    const response = await client.get('/api/session');
    expect(response.statusCode).toBe(401);
    expect(response.doc.errors?.[0]?.detail).toBe('Veuillez vous connecter pour continuer.');
    expect(typeof response.doc.meta?.csrf_token).toBe('string');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/session (sign in)', () => {
  it('signs in with a fresh session id, an HttpOnly SameSite cookie, and records the sign-in', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    const first = await signInAs(client, user);
    const cookie = first.cookies.find((c) => c.name === 'evenkeel_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.doc.data?.id).toBe(user.slug);

    const second = await signInAs(client, user);
    const rotated = second.cookies.find((c) => c.name === 'evenkeel_session');
    expect(rotated?.value).not.toBe(cookie?.value);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id));
    expect(audit.map((event) => event.action)).toContain('sign_in');
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    const wrong = await client.post('/api/session', credentials(user.email, 'not the password'));
    const unknown = await client.post('/api/session', credentials('nobody@example.test', 'not the password'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.doc.errors?.[0]?.detail).toBe('The e-mail or password is incorrect.');
    expect(unknown.doc.errors).toEqual(wrong.doc.errors);
    client.locale = 'fr';
    const french = await client.post('/api/session', credentials(user.email, 'not the password'));
    expect(french.doc.errors?.[0]?.detail).toBe('Le courriel ou le mot de passe est incorrect.');
    expect((await client.get('/api/session')).statusCode).toBe(401);
  });

  it('answers 422 for a missing password', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/session', credentials('someone@example.test', ''));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/password' },
      detail: 'Password is required.',
    });
  });

  it('limits attempts per address with a 429 a person can act on', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.post('/api/session', credentials(user.email, 'wrong password'));
    }
    const limited = await client.post('/api/session', credentials(user.email, TEST_PASSWORD));
    expect(limited.statusCode).toBe(429);
    expect(limited.doc.errors?.[0]?.detail).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  });

  it('never stops someone who signs in successfully, and a success clears earlier failures', async () => {
    const user = await createUser(t.ctx);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const client = await new TestClient(t.app).start();
      expect((await client.post('/api/session', credentials(user.email, TEST_PASSWORD))).statusCode).toBe(
        201,
      );
    }
    const client = await new TestClient(t.app).start();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await client.post('/api/session', credentials(user.email, 'wrong password'));
    }
    expect((await client.post('/api/session', credentials(user.email, TEST_PASSWORD))).statusCode).toBe(201);
    const again = await new TestClient(t.app).start();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await again.post('/api/session', credentials(user.email, 'wrong password'));
    }
    expect((await again.post('/api/session', credentials(user.email, TEST_PASSWORD))).statusCode).toBe(201);
  });

  it('registers the native app device at sign-in and removes it at sign-out', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    const device = {
      hardware: 'iPhone15,2',
      model: 'iPhone 14 Pro',
      one_signal_token: `tok-${user.slug}`,
      os: 'iOS',
      os_version: '18.1',
    };
    const response = await client.post('/api/session', credentials(user.email, TEST_PASSWORD, device));
    expect(response.statusCode).toBe(201);
    const stored = await t.ctx.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(stored).toMatchObject([{ model: 'iPhone 14 Pro', os: 'iOS', osVersion: '18.1' }]);
    const out = await client.delete(`/api/session?device_token=${device.one_signal_token}`);
    expect(out.statusCode).toBe(204);
    expect(await t.ctx.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(0);
  });
});

describe('DELETE /api/session (sign out)', () => {
  it('ends the session on the server, so the old cookie no longer works', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    const signedIn = await signInAs(client, user);
    const oldCookie = signedIn.cookies.find((c) => c.name === 'evenkeel_session')?.value;
    expect((await client.delete('/api/session')).statusCode).toBe(204);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `evenkeel_session=${oldCookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a sign-out sent from another site', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const response = await client.delete('/api/session', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.doc.errors?.[0]?.code).toBe('cross_site');
    expect((await client.get('/api/session')).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends a session idle for more than 24 hours', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/session')).statusCode).toBe(401);
  });
});

describe('POST /sign-out (classic form)', () => {
  it('signs out with the form token, unregisters the device, and redirects with a flash message', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const client = await new TestClient(t.app).start();
    const device = { one_signal_token: `form-${user.slug}` };
    await client.post('/api/session', credentials(user.email, TEST_PASSWORD, device));
    const form = new URLSearchParams({
      authenticity_token: client.csrfToken,
      device_token: device.one_signal_token,
    });
    const response = await client.request('POST', '/sign-out', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': '' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sign-in');
    const flash = response.cookies.find((c) => c.name === 'evenkeel_flash');
    expect(JSON.parse(decodeURIComponent(flash?.value ?? ''))).toEqual({
      type: 'info',
      message: 'Vous êtes déconnecté.',
    });
    expect((await client.get('/api/session')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(0);
  });

  it('refuses a form post without the token and keeps the session', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await signInAs(client, user);
    const response = await client.request('POST', '/sign-out', {
      body: 'device_token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': '' },
    });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/session')).statusCode).toBe(200);
  });
});

describe('cookies in production', () => {
  it('uses __Host- prefixed, Secure, HttpOnly, SameSite=Lax cookies', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const user = await createUser(production.ctx);
      const client = await new TestClient(production.app).start();
      const response = await signInAs(client, user);
      const session = response.cookies.find((c) => c.name === '__Host-evenkeel_session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(client.hasCookie('__Host-evenkeel_csrf')).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await production.close();
    }
  });
});

describe('the session as a JSON:API contract', () => {
  it('answers 201 with Location, and refuses parameters and includes it does not support', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    const signedIn = await signInAs(client, user);
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.headers.location).toBe('/api/session');

    const unknown = await client.get('/api/session?sort=email');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.doc.errors?.[0]?.source).toEqual({ parameter: 'sort' });
    const include = await client.get('/api/session?include=roles');
    expect(include.statusCode).toBe(400);
    expect(include.doc.errors?.[0]?.source).toEqual({ parameter: 'include' });

    const sparse = await client.get('/api/session?fields[users]=email,locale');
    expect(sparse.statusCode).toBe(200);
    expect(sparse.doc.data?.attributes).toEqual({ email: user.email, locale: 'en' });
    expect(typeof sparse.doc.meta?.csrf_token).toBe('string');
  });

  it('DELETE refuses an unknown query parameter and keeps the session', async () => {
    const user = await createUser(t.ctx);
    const client = await clientForSession(user);
    const refused = await client.delete('/api/session?token=x');
    expect(refused.statusCode).toBe(400);
    expect(refused.doc.errors?.[0]?.source).toEqual({ parameter: 'token' });
    expect((await client.get('/api/session')).statusCode).toBe(200);
  });
});

async function clientForSession(user: Awaited<ReturnType<typeof createUser>>) {
  const client = await new TestClient(t.app).start();
  await signInAs(client, user);
  return client;
}
