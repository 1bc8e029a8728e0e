import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../test/database';
import { JobQueue } from './queue';

describe('JobQueue', () => {
  it('runs each job exactly once with two worker processes on one database, retrying failures', async () => {
    const { database, drop } = await openTestDatabase();
    await migrate(database);
    const runs: number[] = [];
    let failedOnce = false;
    const makeQueue = () => {
      const queue = new JobQueue({
        database,
        logger: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
      });
      queue.define({
        name: 'test.count',
        payload: z.object({ n: z.number() }),
        retryLimit: 2,
        retryDelaySeconds: 1,
        async handle({ n }) {
          if (n === 7 && !failedOnce) {
            failedOnce = true;
            throw new Error('transient failure');
          }
          runs.push(n);
        },
      });
      return queue;
    };
    const first = makeQueue();
    const second = makeQueue();
    try {
      await first.start({ work: true });
      await second.start({ work: true });
      for (let n = 0; n < 20; n += 1) await (n % 2 ? first : second).send('test.count', { n });
      await expect.poll(() => runs.length, { timeout: 40_000, interval: 200 }).toBe(20);
      expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
      expect(failedOnce).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
      await drop();
    }
  }, 60_000);

  it("sends nothing to the database once stopped: pg-boss's cron worker records late without awaiting", async () => {
    const { database, drop } = await openTestDatabase();
    const queue = new JobQueue({ database, logger: pino({ level: 'silent' }) });
    queue.define({ name: 'test.late', payload: z.unknown(), handle: async () => {} });
    await queue.start({ work: true });
    await queue.stop();
    await drop();
    // What pg-boss's internal worker does after a poll that ended past stop(): complete, unawaited.
    const boss = (queue as unknown as { boss: { complete(name: string, id: string): Promise<unknown> } })
      .boss;
    const late = boss.complete('test.late', '00000000-0000-0000-0000-000000000000');
    const outcome = await Promise.race([
      late.then(
        () => 'resolved',
        (error: Error) => `rejected: ${error.message}`,
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 300)),
    ]);
    // Sent to the closed pool it would reject, and unawaited that is an unhandled rejection.
    expect(outcome).toBe('pending');
  });

  it('refuses a payload that does not match the job schema', async () => {
    const { database, drop } = await openTestDatabase();
    const queue = new JobQueue({ database, logger: pino({ level: 'silent' }) });
    queue.define({ name: 'test.strict', payload: z.object({ id: z.number() }), handle: async () => {} });
    try {
      await queue.start({ work: false });
      await expect(queue.send('test.strict', { id: 'nope' })).rejects.toThrow();
      await expect(queue.send('test.unknown', {})).rejects.toThrow(/unknown job/);
    } finally {
      await queue.stop();
      await drop();
    }
  });

  it('brings an existing queue to the settings of the code (retry delay, expiry)', async () => {
    const { database, drop } = await openTestDatabase();
    const start = async (retryDelaySeconds: number) => {
      const queue = new JobQueue({ database, logger: pino({ level: 'silent' }) });
      queue.define({
        name: 'test.settings',
        payload: z.unknown(),
        retryDelaySeconds,
        handle: async () => {},
      });
      await queue.start({ work: false });
      await queue.stop();
      const { rows } = await database.executeSql(
        `select retry_delay, expire_seconds from pgboss.queue where name = 'test.settings'`,
      );
      return rows[0];
    };
    try {
      expect(await start(10)).toEqual({ retry_delay: 10, expire_seconds: 300 });
      expect(await start(2)).toEqual({ retry_delay: 2, expire_seconds: 300 });
    } finally {
      await drop();
    }
  });

  it('runs a batch side by side and reports each job alone: one failure is retried, the others complete', async () => {
    const { database, drop } = await openTestDatabase();
    const runs = new Map<number, number>();
    const queue = new JobQueue({ database, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
    let running = 0;
    let together = 0;
    queue.define({
      name: 'test.batch',
      payload: z.object({ n: z.number() }),
      batchSize: 10,
      retryLimit: 2,
      retryDelaySeconds: 1,
      async handle({ n }) {
        running += 1;
        together = Math.max(together, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        if (n === 3 && runs.get(n) === 1) throw new Error('bad address');
      },
    });
    try {
      await queue.start({ work: true });
      await queue.sendMany(
        'test.batch',
        Array.from({ length: 10 }, (_, n) => ({ n })),
      );
      await expect.poll(() => runs.get(3), { timeout: 20_000, interval: 100 }).toBe(2);
      // Every other job ran once: the failure did not fail (and re-run) its batch.
      expect([...runs.entries()].filter(([n]) => n !== 3).map(([, count]) => count)).toEqual(
        Array(9).fill(1),
      );
      expect(together).toBeGreaterThan(1);
      await expect
        .poll(async () => {
          const { rows: now } = await database.executeSql(
            `select count(*)::int as count from pgboss.job where name = 'test.batch' and state <> 'completed'`,
          );
          return now[0]?.count;
        })
        .toBe(0);
    } finally {
      await queue.stop();
      await drop();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'wakes a worker at once when another process queues a job (LISTEN/NOTIFY; PostgreSQL only)',
    async () => {
      const { database, drop } = await openTestDatabase();
      // The web process: its own connections to the same database, no workers.
      const other = await openDatabase({ url: database.url, poolSize: 2 });
      const handled: number[] = [];
      const makeQueue = (db: typeof database, pollingIntervalSeconds: number) => {
        const queue = new JobQueue({
          database: db,
          logger: pino({ level: 'silent' }),
          pollingIntervalSeconds,
        });
        queue.define({
          name: 'test.wake',
          payload: z.object({ at: z.number() }),
          async handle({ at }) {
            handled.push(Date.now() - at);
          },
        });
        return queue;
      };
      // Polls only every 60 s: only a notification can bring the job quickly.
      const worker = makeQueue(database, 60);
      const web = makeQueue(other, 60);
      try {
        await worker.start({ work: true });
        await web.start({ work: false });
        await expect.poll(() => worker.listening).toBe(true);
        // Let the worker's first fetch find nothing and go to sleep.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await web.send('test.wake', { at: Date.now() });
        await expect.poll(() => handled.length, { timeout: 10_000, interval: 50 }).toBe(1);
        expect(handled[0]).toBeLessThan(5_000);

        // Its LISTEN connection cut: it reconnects and is woken again.
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const { rows } = await database.executeSql('select current_database() as name');
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'evenkeel-jobs-listen' and datname = $1`,
          [rows[0]?.name],
        );
        await admin.end();
        await expect.poll(() => worker.listening, { timeout: 10_000 }).toBe(false);
        await expect.poll(() => worker.listening, { timeout: 10_000 }).toBe(true);
        await web.send('test.wake', { at: Date.now() });
        await expect.poll(() => handled.length, { timeout: 10_000, interval: 50 }).toBe(2);
        expect(handled[1]).toBeLessThan(5_000);
      } finally {
        await web.stop();
        await worker.stop();
        await other.close();
        await drop();
      }
    },
    60_000,
  );
});
