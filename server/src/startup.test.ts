import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { closeContext, createContext } from './boot';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { clientFor, createUser } from './test/factories';

const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function adminQuery(text: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query(text, values)).rows;
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** The server's own entry point (src/main.ts) as a worker process; resolves with its exit or readiness. */
function startProcess(url: string, dataDir: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      EVENKEEL_ROLE: 'worker',
      DATABASE_URL: url,
      EVENKEEL_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outcome = new Promise<'running' | string>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Evenkeel worker is running')) resolve('running');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => resolve(`exited with ${code}: ${output.slice(-2_000)}`));
  });
  return { child, outcome };
}

// Issue 26 §5, finding 5: three processes started together on a fresh database: 2 of 3 crashed
// in 6 of 6 trials (migrations collided; the job queue's set-up deadlocked with them).
describe.skipIf(!serverUrl)('processes starting together (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const name = `evenkeel_test_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-startup-'));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await adminQuery(`drop database if exists ${name} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('three processes started at once on a fresh database all come up', async () => {
    const started = [1, 2, 3].map(() => startProcess(databaseUrl(name), dataDir));
    children.push(...started.map((process) => process.child));
    const outcomes = await Promise.all(started.map((process) => process.outcome));
    expect(outcomes).toEqual(['running', 'running', 'running']);
    // Each migration applied once.
    const url = new URL(databaseUrl(name));
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    await check.end();
    expect(rows[0]?.n).toBe(rows[0]?.distinct);
    for (const child of children) child.kill('SIGTERM');
  }, 40_000);
});

// Issue 26 §5, finding 4: a database refusing connections (SQLSTATE 55000, `ALTER DATABASE …
// ALLOW_CONNECTIONS false`) answered 500 and made a starting server exit after 5.6 s, where a
// TCP-level outage gives 503 with Retry-After and retries.
describe.skipIf(!serverUrl)(
  'a database refusing connections (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    const name = `evenkeel_test_${randomBytes(6).toString('hex')}`;
    let dataDir: string;
    const env = () => loadEnv({ NODE_ENV: 'test', EVENKEEL_DEMO_DATA: 'false', EVENKEEL_DATA_DIR: dataDir });
    const refuse = async (refusing: boolean) => {
      await adminQuery(`alter database ${name} allow_connections ${refusing ? 'false' : 'true'}`);
      if (refusing)
        await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    };
    beforeAll(async () => {
      await adminQuery(`create database ${name}`);
      dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-refusing-'));
    });
    afterAll(async () => {
      await adminQuery(`alter database ${name} allow_connections true`).catch(() => undefined);
      await adminQuery(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers 503 with Retry-After on every route, then recovers', async () => {
      const ctx = await createContext({
        env: env(),
        logger: pino({ level: 'silent' }),
        work: true,
        database: await openDatabase({ url: databaseUrl(name), poolSize: 3 }),
        pollingIntervalSeconds: 0.5,
      });
      const app = await buildApp({ ctx });
      try {
        const member = await createUser(ctx);
        const client = await clientFor(app, member);
        await refuse(true);
        // The pool learns of its cut connections as their ends arrive.
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const response of [
          await app.inject({ method: 'GET', url: '/api/health' }),
          await client.get('/api/session'),
          await client.get('/api/checkups'),
        ]) {
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
        }
        await refuse(false);
        await expect
          .poll(async () => (await client.get('/api/session')).statusCode, { timeout: 10_000 })
          .toBe(200);
      } finally {
        await app.close();
        await closeContext(ctx);
      }
    }, 30_000);

    it('a process starting meanwhile waits for it (55000 is retried like any outage)', async () => {
      await refuse(true);
      const lines: { msg: string }[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const starting = createContext({
        env: env(),
        logger,
        work: true,
        database: await openDatabase({ url: databaseUrl(name), poolSize: 3 }),
        pollingIntervalSeconds: 0.5,
        maxRetryDelayMs: 500,
      });
      let failed: unknown = null;
      starting.catch((error) => {
        failed = error;
      });
      await expect
        .poll(() => lines.filter((line) => line.msg.startsWith('database unreachable (55000)')).length, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(3);
      expect(failed).toBeNull();
      await refuse(false);
      const ctx = await starting;
      await closeContext(ctx);
    }, 30_000);
  },
);
