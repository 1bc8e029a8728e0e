import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
