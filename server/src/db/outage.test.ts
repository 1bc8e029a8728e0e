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
import { DELIVER_EMAIL, recordEmail } from '../mail/outbox';
import { resource } from '../test/client';
import { clientFor, createUser, deliveredEmail } from '../test/factories';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { openDatabase } from './client';

// The outage is a TCP proxy in front of the PostgreSQL server that the test closes and
// reopens; PGlite lives inside the process and cannot be made unreachable.
const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A log that tests can read: pino writing its JSON lines into an array. */
function memoryLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.skipIf(!serverUrl)('a database outage (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const name = `evenkeel_test_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let dataDir: string;
  const env = () => loadEnv({ NODE_ENV: 'test', EVENKEEL_DEMO_DATA: 'false', EVENKEEL_DATA_DIR: dataDir });
  const open = () =>
    openDatabase({ url: proxy.urlFor(serverUrl ?? '', name), poolSize: 5, connectionTimeoutMillis: 1_000 });

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const target = new URL(serverUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-outage-'));
  });
  afterAll(async () => {
    await proxy?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('while running', () => {
    let ctx: AppContext;
    let app: FastifyInstance;
    beforeAll(async () => {
      ctx = await createContext({
        env: env(),
        logger: pino({ level: 'silent' }),
        work: true,
        database: await open(),
        pollingIntervalSeconds: 0.5,
      });
      app = await buildApp({ ctx });
      await app.ready();
    });
    afterAll(async () => {
      await proxy.open();
      await app?.close();
      await closeContext(ctx);
    });

    it('answers 503 (health with the reason) while the database is away and recovers by itself', async () => {
      const member = await createUser(ctx);
      const client = await clientFor(app, member);
      await expect.poll(() => ctx.jobs.listening).toBe(true);
      const healthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.json()).toEqual({ meta: { status: 'ok', database: 'ok' } });

      await proxy.close();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['content-type']).toBe('application/vnd.api+json');
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toMatchObject({
        meta: { status: 'unavailable', database: 'unreachable' },
        errors: [{ status: '503', code: 'unavailable' }],
      });
      const write = await client.patch(
        `/api/users/${member.slug}`,
        resource('users', { first_name: 'Offline' }, member.slug),
      );
      expect(write.statusCode).toBe(503);
      expect(write.doc.errors?.[0]?.detail).toBe('The service is briefly unavailable, please try again.');
      client.locale = 'fr';
      const read = await client.get('/api/session');
      expect(read.statusCode).toBe(503);
      expect(read.doc.errors?.[0]?.detail).toBe(
        'Le service est momentanément indisponible, veuillez réessayer.',
      );
      client.locale = 'en';
      // The queue's timers and workers meet the outage too; the process (this test runner) stays up.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(ctx.jobs.listening).toBe(false);

      await proxy.open();
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
          timeout: 10_000,
        })
        .toBe(200);
      const again = await client.patch(
        `/api/users/${member.slug}`,
        resource('users', { first_name: 'Online' }, member.slug),
      );
      expect(again.statusCode).toBe(200);
      // The job queue too: its LISTEN connection is back and an e-mail is delivered.
      await expect.poll(() => ctx.jobs.listening, { timeout: 10_000 }).toBe(true);
      const emailId = await recordEmail(ctx.db, {
        userId: member.id,
        to: member.email,
        locale: 'en',
        template: { kind: 'verify_email', url: 'http://localhost:3000/verify-email?token=x' },
      });
      await ctx.jobs.send(DELIVER_EMAIL, { emailId });
      expect((await deliveredEmail(ctx, member.email)).id).toBe(emailId);
    }, 60_000);
  });

  it('starts when the database comes: retries with a growing pause and says so in the log', async () => {
    await proxy.close();
    const { logger, lines } = memoryLogger();
    const starting = createContext({
      env: env(),
      logger,
      work: true,
      database: await open(),
      pollingIntervalSeconds: 0.5,
      maxRetryDelayMs: 1_000,
    });
    let started = false;
    void starting.then(() => {
      started = true;
    });
    await expect
      .poll(() => lines.filter((line) => line.msg.startsWith('database unreachable')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2);
    expect(started).toBe(false);
    expect(lines.find((line) => line.msg.startsWith('database unreachable'))?.msg).toMatch(
      /database unreachable \(ECONNREFUSED\): trying again in 0\.5 s/,
    );
    await proxy.open();
    const ctx = await starting;
    try {
      const app = await buildApp({ ctx });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await app.close();
      expect(lines.some((line) => line.msg === 'database reachable: starting')).toBe(true);
    } finally {
      await closeContext(ctx);
    }
  }, 60_000);
});
