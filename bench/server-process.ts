import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'postgres' | 'pglite';

export type BenchServer = {
  kind: DatabaseKind;
  baseUrl: string;
  pid: number;
  /** The throwaway PostgreSQL database, for benches that seed rows directly; absent on PGlite. */
  databaseUrl?: string;
  /** Stops the server (SIGTERM) and removes its throwaway database; safe to call twice. */
  stop(): Promise<void>;
};

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const READY_TIMEOUT_MS = 60_000;

/** Asks the kernel for a free port instead of guessing one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh store per run, so figures never depend on what an earlier run left behind. */
async function prepareStore(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const name = `evenkeel_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    return {
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` },
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evenkeel-bench-'));
  return {
    env: { EVENKEEL_DATA_DIR: dir },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The same database through PostgreSQL's Unix socket in `folder` (pg reads `host` from the query). */
function overSocket(databaseUrl: string, folder: string): string {
  const url = new URL(databaseUrl);
  return `postgres://${url.username}@${url.pathname}?host=${encodeURIComponent(folder)}`;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet: migrations run before listen().
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts `node --import tsx server/src/main.ts` on a throwaway database and waits for /api/health.
 * `env` adds or overrides variables (the dashboards bench runs `EVENKEEL_ROLE=web`, so no job
 * runs inside the measured process).
 */
export async function startServer(
  kind: DatabaseKind,
  logLevel: string,
  env: Record<string, string> = {},
  /**
   * Another checkout's server (`root`) on a database already made (`databaseUrl`, kept at stop);
   * `pgSocket`: the server reaches its throwaway PostgreSQL database through the Unix socket in
   * that folder instead of TCP (what `databaseUrl` gives the bench itself stays TCP).
   */
  existing: { root?: string; databaseUrl?: string; pgSocket?: string } = {},
): Promise<BenchServer> {
  const store = existing.databaseUrl
    ? { env: { DATABASE_URL: existing.databaseUrl }, drop: async () => {} }
    : await prepareStore(kind);
  // BENCH_PORT=<port>: a port of one's own when several people bench on the same machine.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: existing.root ?? REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      // development, not production: production sets Secure cookies, which plain http would drop.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      EVENKEEL_DEMO_DATA: 'false',
      LOG_LEVEL: logLevel,
      ...store.env,
      ...(existing.pgSocket && store.env.DATABASE_URL
        ? { DATABASE_URL: overSocket(store.env.DATABASE_URL, existing.pgSocket) }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the server's output to explain a failed start; draining the pipes also
  // keeps a chatty server from blocking on a full pipe.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
    await store.drop();
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { kind, baseUrl, pid: child.pid ?? 0, databaseUrl: store.env.DATABASE_URL, stop };
}
