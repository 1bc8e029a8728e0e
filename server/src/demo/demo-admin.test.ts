// Issue 26 §4.7: `npm start` listened on every interface, and the demo platform administrator's
// password is published in the README.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, loadEnv } from '../env';
import { hashPassword } from '../lib/passwords';
import { createTestApp, type TestApp } from '../test/app';
import { resource, TestClient } from '../test/client';
import { createUser, signInAs } from '../test/factories';
import { DEMO_ADMIN_EMAIL, guardDemoAdmin } from './demo-admin';
import { DEMO_PASSWORD } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (email: string, password: string) =>
  (await new TestClient(t.app).start()).post('/api/session', resource('sessions', { email, password }));

describe('where npm start listens (issue 26 §4.7)', () => {
  it('is loopback by default; HOST opens it, and production counts as reachable', () => {
    const local = loadEnv({});
    expect(local.HOST).toBe('localhost');
    expect(local.exposed).toBe(false);
    expect(loadEnv({ HOST: '127.0.0.1' }).exposed).toBe(false);
    expect(loadEnv({ HOST: '::1' }).exposed).toBe(false);
    expect(loadEnv({ HOST: '0.0.0.0' }).exposed).toBe(true);
    expect(loadEnv({ HOST: '::' }).exposed).toBe(true);
    expect(loadEnv({ HOST: '192.168.1.20' }).exposed).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).exposed).toBe(true);
  });

  it('knows loopback names and addresses', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '192.168.1.20',
      'example.com',
      '::ffff:10.0.0.1',
      'localhost.example',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the demo platform administrator (issue 26 §4.7)', () => {
  it('keeps the published password on loopback, and gets a random one, once, when reachable by others', async () => {
    const admin = await createUser(t.ctx, {
      email: DEMO_ADMIN_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      platformAdmin: true,
    });
    expect(await guardDemoAdmin(t.ctx)).toBeNull();
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(201);
    const before = await new TestClient(t.app).start();
    await signInAs(before, admin, DEMO_PASSWORD);

    const exposed = { ...t.ctx, env: { ...t.ctx.env, exposed: true } };
    const password = await guardDemoAdmin(exposed);
    expect(password).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{24}$/));
    expect((await signIn(DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(DEMO_ADMIN_EMAIL, password ?? '')).statusCode).toBe(201);
    // A session opened with the published password ends with it.
    expect((await before.get('/api/session')).statusCode).toBe(401);
    // Once changed, later starts leave it alone (and print nothing).
    expect(await guardDemoAdmin(exposed)).toBeNull();
    expect((await signIn(DEMO_ADMIN_EMAIL, password ?? '')).statusCode).toBe(201);
  });
});
