import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { closeContext, createContext } from '../boot';
import type { AppContext } from '../context';
import { loadEnv } from '../env';
import { resource, type TestClient } from '../test/client';
import { clientFor, createUser } from '../test/factories';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openDatabase } from './client';

// Issue 26 §5, finding 2: "nothing bounds a query". Connections that go silent (packets dropped,
// not reset) once left every request hanging and the instance answering 503 for good, with
// transactions left open on the server. The network fault is a TCP proxy that stops forwarding
// without closing anything; PGlite has no network to lose.
const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

/** A request and how long it took to answer. */
async function timed<T>(request: Promise<T>): Promise<{ response: T; ms: number }> {
  const started = Date.now();
  const response = await request;
  return { response, ms: Date.now() - started };
}

describe.skipIf(!serverUrl)('connections gone silent (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const name = `evenkeel_test_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let dataDir: string;
  let ctx: AppContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const target = new URL(serverUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-silence-'));
    const database = await openDatabase({
      url: proxy.urlFor(serverUrl ?? '', name),
      poolSize: 5,
      connectionTimeoutMillis: 1_000,
      statementTimeoutMillis: 1_000,
      idleInTransactionTimeoutMillis: 1_000,
    });
    ctx = await createContext({
      env: loadEnv({ NODE_ENV: 'test', EVENKEEL_DEMO_DATA: 'false', EVENKEEL_DATA_DIR: dataDir }),
      logger: pino({ level: 'silent' }),
      work: false,
      database,
    });
    app = await buildApp({ ctx });
    await app.ready();
  });
  afterAll(async () => {
    proxy?.pass();
    await app?.close();
    if (ctx) await closeContext(ctx);
    await proxy?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Reads and a write while the path is silent: each fails soon, with 503 and Retry-After. */
  async function expectFastFailures(client: TestClient, slug: string) {
    const requests = [
      ...[1, 2, 3, 4, 5, 6].map(() => timed(client.get('/api/session'))),
      timed(client.patch(`/api/users/${slug}`, resource('users', { first_name: 'Silent' }, slug))),
      timed(app.inject({ method: 'GET', url: '/api/health' })),
    ];
    for (const { response, ms } of await Promise.all(requests)) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      // statement bound (1 s) + 2 s of silence allowed, or the connection timeout (1 s) while
      // the pool replaces the connections: never the minutes TCP would take.
      expect(ms).toBeLessThan(6_000);
    }
  }

  async function expectRecovery(client: TestClient, slug: string) {
    await expect
      .poll(async () => (await client.get('/api/session')).statusCode, { timeout: 10_000, interval: 200 })
      .toBe(200);
    const write = await client.patch(`/api/users/${slug}`, resource('users', { first_name: 'Back' }, slug));
    expect(write.statusCode).toBe(200);
    // Nothing is left open on the server: the transactions the silence interrupted were ended by
    // idle_in_transaction_session_timeout (or statement_timeout) there.
    await expect
      .poll(
        async () =>
          (
            await adminQuery<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = $1 and state like 'idle in transaction%'`,
              [name],
            )
          )[0]?.n,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(0);
  }

  it('packets dropped: requests fail fast with 503 + Retry-After, then the instance answers 200 by itself', async () => {
    const member = await createUser(ctx);
    const client = await clientFor(app, member);
    expect((await client.get('/api/session')).statusCode).toBe(200);

    proxy.drop();
    await expectFastFailures(client, member.slug);
    // Still failing fast a little later (new connections time out too; nothing piles up).
    await expectFastFailures(client, member.slug);

    proxy.pass();
    await expectRecovery(client, member.slug);
  }, 30_000);

  it('a frozen path (bytes held back, then delivered): same, and the instance recovers by itself', async () => {
    const member = await createUser(ctx);
    const client = await clientFor(app, member);
    expect((await client.get('/api/session')).statusCode).toBe(200);

    proxy.stall();
    await expectFastFailures(client, member.slug);
    proxy.pass();
    await expectRecovery(client, member.slug);
  }, 30_000);
});
