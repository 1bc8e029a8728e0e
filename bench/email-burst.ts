/**
 * E-mail burst bench (issue 10, reliability 3): how long 100 e-mails take to reach an SMTP
 * server, on PostgreSQL, with 1 and then 2 worker processes.
 *
 * For each worker count: a throwaway database; a local SMTP sink (smtp-server) that counts what
 * it receives; N worker processes (`EVENKEEL_ROLE=worker node --import tsx server/src/main.ts`,
 * SMTP_URL pointing at the sink) started one after the other and left idle; then this process
 * plays the web role (a context without workers on the same database) and queues the e-mails
 * the way a request does: `recordEmail` then `queueDelivery` after commit. The clock runs from
 * the first queued e-mail to the last one received.
 *
 * Target (checked for 1 worker): ≤ 10 s for 100 e-mails. Exit 0 PASS, 1 FAIL, 3 crash.
 *   npm run bench:email
 *   BENCH_EMAILS=200 BENCH_WORKERS=1,2,4 npm run bench:email
 *   BENCH_SMTP_DOWN_MS=3000 npm run bench:email   (the SMTP server comes 3 s into the burst)
 *   BENCH_SERVER_ROOT=/path/to/other/checkout BENCH_EMAILS=20 npm run bench:email   (older workers)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { closeContext, createContext } from '../server/src/boot';
import { loadEnv } from '../server/src/env';
import { queueDelivery, recordEmail } from '../server/src/mail/outbox';
import { freePort } from './server-process';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** Where the worker processes run from: another checkout measures an older version's workers. */
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? REPO_ROOT;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const EMAILS = Number(process.env.BENCH_EMAILS ?? 100);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
/** The SMTP server comes up only this long after the burst starts (the stall after an outage). */
const SMTP_DOWN_MS = Number(process.env.BENCH_SMTP_DOWN_MS ?? 0);
const TARGET_SECONDS = 10;
const TIMEOUT_MS = 120_000;

type Run = {
  workers: number;
  emails: number;
  queuedMs: number;
  firstMs: number;
  drainMs: number;
  perSecond: number;
};

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An SMTP server that accepts everything and records when each message arrived; `listen()` starts it. */
async function createSink() {
  const arrivals: number[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  let listening = false;
  return {
    arrivals,
    port,
    listen: async () => {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listening = true;
    },
    close: () =>
      listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve(),
  };
}

/** A worker process; resolves once it logs that it runs (after its migrations). */
async function startWorker(databaseUrl: string, smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'development',
      EVENKEEL_ROLE: 'worker',
      EVENKEEL_DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Evenkeel worker is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  return child;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function burst(workers: number): Promise<Run> {
  const name = `evenkeel_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  await adminQuery(`create database ${name}`);
  const sink = await createSink();
  if (SMTP_DOWN_MS === 0) await sink.listen();
  const children: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evenkeel-bench-'));
  try {
    // One after the other: the first one migrates the new database.
    for (let i = 0; i < workers; i += 1) {
      children.push(await startWorker(databaseUrl, `smtp://127.0.0.1:${sink.port}`));
    }
    const web = await createContext({
      env: loadEnv({
        NODE_ENV: 'development',
        EVENKEEL_ROLE: 'web',
        EVENKEEL_DEMO_DATA: 'false',
        EVENKEEL_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
      }),
      logger: pino({ level: 'warn' }),
      work: false,
    });
    try {
      // Idle workers, asleep between polls: the burst must wake them.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const started = Date.now();
      const smtpComes = SMTP_DOWN_MS > 0 ? setTimeout(() => void sink.listen(), SMTP_DOWN_MS) : undefined;
      for (let i = 0; i < EMAILS; i += 1) {
        const emailId = await recordEmail(web.db, {
          userId: null,
          to: `reader-${i}@example.test`,
          locale: i % 2 ? 'fr' : 'en',
          template: {
            kind: 'verify_email',
            url: `http://localhost:3000/verify-email?token=${i}`,
          },
        });
        await queueDelivery(web.jobs, emailId);
      }
      const queuedMs = Date.now() - started;
      const deadline = started + TIMEOUT_MS;
      while (sink.arrivals.length < EMAILS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      clearTimeout(smtpComes);
      if (sink.arrivals.length < EMAILS)
        throw new Error(`only ${sink.arrivals.length} of ${EMAILS} delivered`);
      const drainMs = Math.max(...sink.arrivals) - started;
      return {
        workers,
        emails: EMAILS,
        queuedMs,
        firstMs: Math.min(...sink.arrivals) - started,
        drainMs,
        perSecond: Math.round((EMAILS / drainMs) * 1000),
      };
    } finally {
      await closeContext(web);
    }
  } finally {
    await Promise.all(children.map(stopWorker));
    await sink.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const runs: Run[] = [];
  for (const workers of WORKER_COUNTS) {
    const run = await burst(workers);
    runs.push(run);
    console.log(`${workers} worker(s): ${run.emails} e-mails in ${(run.drainMs / 1000).toFixed(2)} s`);
  }
  console.log('\n| workers | e-mails | all queued | first delivered | all delivered | e-mails/s |');
  console.log('|---|---|---|---|---|---|');
  for (const run of runs) {
    console.log(
      `| ${run.workers} | ${run.emails} | ${run.queuedMs} ms | ${run.firstMs} ms | ${(run.drainMs / 1000).toFixed(2)} s | ${run.perSecond} |`,
    );
  }
  const results = path.join(REPO_ROOT, 'bench', 'results');
  fs.mkdirSync(results, { recursive: true });
  const file = path.join(results, `${new Date().toISOString().slice(0, 10)}-email-burst.json`);
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), runs }, null, 2)}\n`);
  const single = runs.find((run) => run.workers === 1);
  if (single && EMAILS === 100 && SMTP_DOWN_MS === 0) {
    const pass = single.drainMs <= TARGET_SECONDS * 1000;
    console.log(`\ntarget: 100 e-mails with one worker in ≤ ${TARGET_SECONDS} s: ${pass ? 'PASS' : 'FAIL'}`);
    return pass ? 0 : 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(3);
  },
);
