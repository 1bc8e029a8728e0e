import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';

/**
 * A job: a name, the schema of its payload, and a handler. Handlers must be idempotent:
 * the queue delivers at least once and retries with backoff after a failure.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  retryLimit?: number;
  /** First retry delay; later ones back off exponentially. */
  retryDelaySeconds?: number;
  /** Cron expression (UTC) for recurring jobs. */
  cron?: string;
  handle(payload: z.infer<S>): Promise<void>;
};

export type QueueOptions = {
  database: Database;
  logger: FastifyBaseLogger;
  /** Seconds between polls for new jobs; low in tests. */
  pollingIntervalSeconds?: number;
};

/**
 * The Postgres-backed queue (pg-boss). Jobs live in the database, so they survive a restart;
 * workers fetch with `FOR UPDATE SKIP LOCKED`, so several processes never run one job twice.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workerIds = new Map<string, string>();
  private started = false;

  constructor(private readonly options: QueueOptions) {
    const { database } = options;
    this.boss = new PgBoss({
      // One connection pool (or the one embedded PGlite) for the app and its queue.
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Cron scheduling needs a clock monitor and supervision; both run in every process.
      schedule: true,
      supervise: true,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  define(definition: JobDefinition): void {
    this.definitions.set(definition.name, definition);
  }

  /** Installs the queue's tables, creates queues; with `work`, starts the handlers. */
  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: true,
      });
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron);
      if (!work) continue;
      const workerId = await this.boss.work(
        definition.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const payload = definition.payload.parse(job.data);
            await definition.handle(payload);
          }
        },
      );
      this.workerIds.set(definition.name, workerId);
    }
  }

  /** Queues a job by name; its payload is checked against the job's schema before it is stored. */
  async send(name: string, payload: unknown, singletonKey?: string): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job: ${name}`);
    if (!this.started) throw new Error(`job queue not started: cannot send ${name}`);
    const id = await this.boss.send(name, definition.payload.parse(payload) as object, {
      ...(singletonKey ? { singletonKey } : {}),
    });
    // Wake the local worker instead of waiting for its next poll.
    const workerId = this.workerIds.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Queues many jobs of one name in one statement (a reminder scan's e-mails and pushes). */
  async sendMany(name: string, payloads: unknown[]): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job: ${name}`);
    if (!this.started) throw new Error(`job queue not started: cannot send ${name}`);
    if (payloads.length === 0) return;
    await this.boss.insert(
      payloads.map((payload) => ({ name, data: definition.payload.parse(payload) as object })),
    );
    const workerId = this.workerIds.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
