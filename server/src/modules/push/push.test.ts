import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkupPreferences, devices, pushSubscriptions, serverSecrets } from '../../db/schema';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';
import { scanReminders } from '../reminders/scan';
import { checkPushConfiguration } from './config';
import { isPrivateAddress, pushEndpointProblem, pushHosts, pushTarget } from './endpoints';
import { RetryablePushError, sendOneSignal, sendWebPush } from './send';

// web-push's own decryption library (RFC 8188), to read what the push service received.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: Record<string, unknown>): Buffer;
};

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/** A local HTTP server standing in for a push service or OneSignal: answers `status()`. */
async function standIn(status: () => number) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status(), { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's key pair, as PushManager.subscribe() would make it. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof standIn>>;
let pushStatus = 201;
/**
 * The stand-in push service listens on 127.0.0.1, which endpoints may never name. The tests
 * reach it as https://push.test/…: EVENKEEL_PUSH_HOSTS adds that host and, outside production
 * only, pins it to the stand-in (modules/push/endpoints.ts).
 */
const STAND_IN = 'https://push.test';
beforeAll(async () => {
  pushService = await standIn(() => pushStatus);
  t = await createTestApp({ EVENKEEL_PUSH_HOSTS: `push.test=${new URL(pushService.url).host}` });
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'reminders.scan'`);
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('GET /api/push/vapid_public_key', () => {
  it('gives the key generated on first start and kept in the database', async () => {
    const client = await new TestClient(t.app).start();
    const first = await client.get('/api/push/vapid_public_key');
    expect(first.statusCode).toBe(200);
    const key = String(first.doc.data?.attributes.public_key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await client.get('/api/push/vapid_public_key')).doc.data?.attributes.public_key).toBe(key);
    const [stored] = await t.ctx.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    expect(JSON.parse(stored?.value ?? '{}').publicKey).toBe(key);
  });
});

describe('/api/push_subscriptions', () => {
  it('needs a session', async () => {
    const anonymous = await new TestClient(t.app).start();
    const body = resource('push_subscriptions', { endpoint: ENDPOINT, keys: browserKeys().keys });
    expect((await anonymous.post('/api/push_subscriptions', body)).statusCode).toBe(401);
    expect((await anonymous.get('/api/push_subscriptions')).statusCode).toBe(401);
    expect((await anonymous.delete('/api/push_subscriptions/x')).statusCode).toBe(401);
  });

  it('refuses an endpoint that is not https, in English and French, and stores nothing', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      `https://push.example/${'a'.repeat(1100)}`,
    ]) {
      const refused = await client.post(
        '/api/push_subscriptions',
        resource('push_subscriptions', { endpoint, keys: browserKeys().keys }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/endpoint' });
    }
    const refused = await client.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint: 'http://push.example/x', keys: browserKeys().keys }),
    );
    expect(refused.doc.errors?.[0]?.detail).toBe(
      'The push service address must be an https:// address of a push service.',
    );
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    const frenchRefused = await french.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint: 'http://push.example/x', keys: browserKeys().keys }),
    );
    expect(frenchRefused.doc.errors?.[0]?.detail).toBe(
      'L’adresse du service de notifications doit être une adresse https:// d’un service de notifications.',
    );
    const badKey = await client.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint: ENDPOINT, keys: { p256dh: 'not a key', auth: 'x' } }),
    );
    expect(badKey.statusCode).toBe(422);
    expect(badKey.doc.errors?.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/keys/p256dh',
      '/data/attributes/keys/auth',
    ]);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it('registers a browser, updates it by endpoint, lists it, and deletes only your own', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const endpoint = `${ENDPOINT}-${user.slug}`;
    const created = await client.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint, keys: browserKeys().keys }),
    );
    expect(created.statusCode).toBe(201);
    const id = String(created.doc.data?.id);
    expect(Object.keys(created.doc.data?.attributes ?? {}).sort()).toEqual([
      'created_at',
      'endpoint',
      'updated_at',
    ]);
    const again = await client.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint, keys: browserKeys().keys }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.doc.data?.id).toBe(id);
    expect(items(await client.get('/api/push_subscriptions')).map((item) => item.id)).toEqual([id]);

    const other = await createUser(t.ctx);
    const otherClient = await clientFor(t.app, other);
    expect(items(await otherClient.get('/api/push_subscriptions'))).toEqual([]);
    expect((await otherClient.delete(`/api/push_subscriptions/${id}`)).statusCode).toBe(404);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.slug, id)),
    ).toHaveLength(1);

    expect((await client.delete(`/api/push_subscriptions/${id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.slug, id))).toEqual([]);
    expect((await client.delete(`/api/push_subscriptions/${id}`)).statusCode).toBe(404);
  });

  it('pages the list with meta.total and links, newest first, and answers 201 with Location', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const created = await client.post(
        '/api/push_subscriptions',
        resource('push_subscriptions', {
          endpoint: `${ENDPOINT}-${user.slug}-${n}`,
          keys: browserKeys().keys,
        }),
      );
      expect(created.headers.location).toBe('/api/push_subscriptions');
      ids.push(String(created.doc.data?.id));
    }
    const first = await client.get('/api/push_subscriptions?page[size]=2');
    expect(items(first).map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.doc.meta?.total).toBe(3);
    expect(first.json().links).toMatchObject({
      first: '/api/push_subscriptions?page%5Bsize%5D=2&page%5Bnumber%5D=1',
      prev: null,
      next: '/api/push_subscriptions?page%5Bsize%5D=2&page%5Bnumber%5D=2',
      last: '/api/push_subscriptions?page%5Bsize%5D=2&page%5Bnumber%5D=2',
    });
    const second = await client.get('/api/push_subscriptions?page[size]=2&page[number]=2');
    expect(items(second).map((item) => item.id)).toEqual([ids[0]]);
    const sparse = await client.get('/api/push_subscriptions?fields[push_subscriptions]=endpoint');
    expect(Object.keys(items(sparse)[0]?.attributes ?? {})).toEqual(['endpoint']);
    const filtered = await client.get('/api/push_subscriptions?filter[endpoint]=x');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.doc.errors?.[0]?.source).toEqual({ parameter: 'filter[endpoint]' });
  });
});

describe('push endpoints (only the push services)', () => {
  it('accepts the Web Push services’ hosts', async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGx1c2lu',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      const created = await client.post(
        '/api/push_subscriptions',
        resource('push_subscriptions', { endpoint, keys: browserKeys().keys }),
      );
      expect(created.statusCode).toBe(201);
    }
  });

  it('refuses addresses, localhost, a trailing dot, private ranges and other hosts, in English and French', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    for (const endpoint of [
      'https://2130706433/push', // 127.0.0.1 as a decimal number
      'https://0x7f000001/push', // …in hexadecimal
      'https://0x7f.1/push',
      'https://017700000001/push', // …in octal
      'https://10.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'https://push.localhost/push',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://notfcm.googleapis.com/x',
      'https://push.example/x',
      'https://push.test.attacker.example/x',
    ]) {
      const body = resource('push_subscriptions', { endpoint, keys: browserKeys().keys });
      const refused = await client.post('/api/push_subscriptions', body);
      expect(refused.statusCode, endpoint).toBe(422);
      expect(refused.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/endpoint' });
      expect(refused.doc.errors?.[0]?.detail, endpoint).toMatch(/^The push service address must /);
      const frenchRefused = await french.post('/api/push_subscriptions', body);
      expect(frenchRefused.statusCode).toBe(422);
      expect(frenchRefused.doc.errors?.[0]?.detail).toMatch(/^L’adresse du service de notifications doit /);
    }
    const other = await client.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint: 'https://push.example/x', keys: browserKeys().keys }),
    );
    expect(other.doc.errors?.[0]?.detail).toBe(
      'The push service address must belong to a known push service (Google, Mozilla, Apple or Microsoft).',
    );
    const otherFrench = await french.post(
      '/api/push_subscriptions',
      resource('push_subscriptions', { endpoint: 'https://push.example/x', keys: browserKeys().keys }),
    );
    expect(otherFrench.doc.errors?.[0]?.detail).toBe(
      'L’adresse du service de notifications doit appartenir à un service de notifications connu (Google, Mozilla, Apple ou Microsoft).',
    );
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
  });

  it('never posts to a stored endpoint that the rules refuse (a row from before them)', async () => {
    const user = await createUser(t.ctx);
    const before = pushService.received.length;
    for (const endpoint of [`${pushService.url}/push/direct-${user.slug}`, 'https://10.0.0.1/push']) {
      const [row] = await t.ctx.db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, ...browserKeys().keys })
        .returning();
      expect(await sendWebPush(t.ctx, row?.id ?? 0)).toBe('refused');
    }
    expect(pushService.received.length).toBe(before);
  });

  it('by default, knows only the push services: no pin, no private address', async () => {
    const defaults = pushHosts({});
    expect(pushEndpointProblem('https://push.test/push/x', defaults)).toBe('host');
    expect(await pushTarget('https://push.test/push/x', defaults)).toBeNull();
    expect(pushEndpointProblem(`${pushService.url}/push/x`, defaults)).toBe('scheme');
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/x', defaults)).toBeNull();
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['142.250.74.42', '2a00:1450:4007:80e::200a'])
      expect(isPrivateAddress(address)).toBe(false);
    // A pin to a stand-in is for tests: production refuses it at start, and any malformed entry.
    expect(() =>
      checkPushConfiguration(
        loadEnv({ NODE_ENV: 'production', EVENKEEL_PUSH_HOSTS: 'push.test=127.0.0.1:8443' }),
      ),
    ).toThrow(/EVENKEEL_PUSH_HOSTS: "push\.test=127\.0\.0\.1:8443": pins to a local stand-in are for tests/);
    for (const value of ['10.0.0.1', 'push.example.', 'localhost', 'push.test=10.0.0.1:80'])
      expect(() => checkPushConfiguration(loadEnv({ EVENKEEL_PUSH_HOSTS: value })), value).toThrow(
        /EVENKEEL_PUSH_HOSTS/,
      );
    expect(() =>
      checkPushConfiguration(loadEnv({ NODE_ENV: 'production', EVENKEEL_PUSH_HOSTS: 'push.example.net' })),
    ).not.toThrow();
  });
});

describe('sending Web Push', () => {
  it('posts an encrypted reminder with the VAPID authorization, in the member’s language', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const browser = browserKeys();
    const [row] = await t.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `${STAND_IN}/push/${user.slug}`, ...browser.keys })
      .returning();
    pushStatus = 201;
    expect(await sendWebPush(t.ctx, row?.id ?? 0)).toBe('sent');
    const request = pushService.received.find((entry) => entry.url === `/push/${user.slug}`);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(request?.headers.ttl).toBe('86400');
    const publicKey = (await new TestClient(t.app).get('/api/push/vapid_public_key')).doc.data?.attributes
      .public_key;
    const authorization = String(request?.headers.authorization);
    expect(authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const jwt = JSON.parse(
      Buffer.from(authorization.split('t=')[1]?.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(jwt.aud).toBe(STAND_IN);
    // Encrypted: the words are not in the body; the browser's keys open it.
    expect(request?.body.toString('latin1')).not.toContain('bilan');
    const clear = ece.decrypt(request?.body ?? Buffer.alloc(0), {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth.toString('base64url'),
    });
    expect(JSON.parse(clear.toString())).toEqual({
      title: 'Votre bilan hebdomadaire',
      body: 'Il ne prend que deux minutes environ. Prenez un moment pour vous.',
      url: '/checkup',
      tag: 'checkup-reminder',
    });
  });

  it('deletes the subscription on 410 and 404, and retries later on 5xx', async () => {
    const user = await createUser(t.ctx);
    const insert = async (suffix: string) =>
      (
        await t.ctx.db
          .insert(pushSubscriptions)
          .values({ userId: user.id, endpoint: `${STAND_IN}/push/${suffix}`, ...browserKeys().keys })
          .returning()
      )[0]?.id ?? 0;
    const gone = await insert(`gone-${user.slug}`);
    pushStatus = 410;
    expect(await sendWebPush(t.ctx, gone)).toBe('gone');
    const missing = await insert(`missing-${user.slug}`);
    pushStatus = 404;
    expect(await sendWebPush(t.ctx, missing)).toBe('gone');
    const busy = await insert(`busy-${user.slug}`);
    pushStatus = 503;
    await expect(sendWebPush(t.ctx, busy)).rejects.toBeInstanceOf(RetryablePushError);
    pushStatus = 201;
    const left = await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((row) => row.id)).toEqual([busy]);
  });

  it('reaches the browser from the weekly scan through the queue', async () => {
    const user = await createUser(t.ctx, { timezone: 'Europe/Paris' });
    await t.ctx.db
      .insert(checkupPreferences)
      .values({ userId: user.id, frequency: 'monday', time: '09:00:00' });
    await t.ctx.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `${STAND_IN}/push/scan-${user.slug}`,
      ...browserKeys().keys,
    });
    pushStatus = 201;
    await scanReminders(t.ctx, new Date('2026-01-12T08:00:00Z'));
    const deadline = Date.now() + 10_000;
    while (!pushService.received.some((entry) => entry.url === `/push/scan-${user.slug}`)) {
      if (Date.now() > deadline) throw new Error('no push received');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});

describe('sending through OneSignal', () => {
  it('posts to the member’s devices when configured; retries on 5xx; skips when not configured', async () => {
    let status = 200;
    const oneSignal = await standIn(() => status);
    const configured = await createTestApp({
      ONESIGNAL_APP_ID: 'app-123',
      ONESIGNAL_API_KEY: 'secret-key',
      ONESIGNAL_API_URL: oneSignal.url,
    });
    try {
      const user = await createUser(configured.ctx, { locale: 'en' });
      await configured.ctx.db.insert(devices).values([
        { userId: user.id, oneSignalToken: `token-a-${user.slug}` },
        { userId: user.id, oneSignalToken: `token-b-${user.slug}` },
      ]);
      expect(await sendOneSignal(configured.ctx, user.id, 42)).toBe('sent');
      const [request] = oneSignal.received;
      expect(request).toMatchObject({ method: 'POST', url: '/notifications' });
      expect(request?.headers.authorization).toBe('Key secret-key');
      const body = JSON.parse(request?.body.toString() ?? '{}');
      expect(body).toMatchObject({
        app_id: 'app-123',
        headings: { en: 'Your weekly check-up' },
        data: { url: '/checkup' },
      });
      expect(body.include_subscription_ids.sort()).toEqual([`token-a-${user.slug}`, `token-b-${user.slug}`]);
      expect(body.idempotency_key).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      status = 502;
      await expect(sendOneSignal(configured.ctx, user.id, 42)).rejects.toBeInstanceOf(RetryablePushError);
      // Without OneSignal settings (the main test app), nothing is sent.
      const elsewhere = await createUser(t.ctx);
      await t.ctx.db.insert(devices).values({ userId: elsewhere.id, oneSignalToken: `t-${elsewhere.slug}` });
      expect(await sendOneSignal(t.ctx, elsewhere.id, 1)).toBe('skipped');
      expect(oneSignal.received).toHaveLength(2);
    } finally {
      await configured.close();
      await oneSignal.close();
    }
  });
});
