import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { isConnectionError } from '../db/connection-errors';
import { JOBS_CHANNEL, JobListener } from './listener';

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
  /** Jobs a worker takes per fetch and runs side by side (default 5). */
  batchSize?: number;
  /**
   * How long a job may stay active before it counts as failed and is retried (a worker that
   * died holding it); default 5 minutes.
   */
  expireInSeconds?: number;
  /**
   * Work each working process does on its own every `everySeconds` besides running jobs (the
   * e-mails' takeover of lapsed claims); its errors are logged and the next tick comes anyway.
   */
  tick?: { everySeconds: number; run(): Promise<void> };
  handle(payload: z.infer<S>): Promise<void>;
};

export type QueueOptions = {
  database: Database;
  logger: FastifyBaseLogger;
  /**
   * Seconds between polls when no notification came (default 2; low in tests). A worker
   * otherwise wakes as soon as a job is queued, by this process or (on PostgreSQL, through
   * LISTEN/NOTIFY) by any other.
   */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between the queue's maintenance runs (one per interval across all processes):
   * expiring jobs whose worker died, archiving. Default 3, so a dead worker's e-mails go out
   * again within about 15 s.
   */
  maintenanceIntervalSeconds?: number;
};

const DEFAULT_BATCH_SIZE = 5;
/** A job a worker took but could not report (database gone) is retried after this. */
const EXPIRE_IN_SECONDS = 5 * 60;

type Worker = { definition: JobDefinition; wake(): void; loop: Promise<void>; ticker?: NodeJS.Timeout };

/**
 * The Postgres-backed queue (pg-boss). Jobs live in the database, so they survive a restart;
 * workers fetch with `FOR UPDATE SKIP LOCKED`, so several processes never run one job twice.
 *
 * Each worker fetches a batch, runs its jobs side by side and reports each one on its own
 * (a failing job is retried alone; the others complete), then fetches again at once while
 * there is work, and otherwise sleeps until a notification or the next poll. Database errors
 * are logged and waited out: they never end the process.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workers = new Map<string, Worker>();
  private listener: JobListener | null = null;
  private started = false;
  private working = false;
  /** The queue's statements under way, and whether it has stopped running any (see stop()). */
  private readonly statements = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly options: QueueOptions) {
    this.boss = new PgBoss({
      // One connection pool (or the one embedded PGlite) for the app and its queue.
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: 'pgboss',
      // Cron scheduling needs a clock monitor and supervision; both run in every process.
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 3,
    });
    this.boss.on('error', (error) => this.logError(error, 'job queue error'));
  }

  private executeSql(text: string, values?: unknown[]) {
    // Stopped, the queue runs nothing more: pg-boss's own cron worker can still be finishing a
    // poll, and it records the outcome without awaiting it, so a statement sent now would fail on
    // a closed pool as an unhandled rejection. Left pending, it is simply dropped with the process.
    if (this.closed) return new Promise<never>(() => {});
    const statement = this.options.database.executeSql(text, values);
    this.statements.add(statement);
    const settled = () => this.statements.delete(statement);
    statement.then(settled, settled);
    return statement;
  }

  private logError(error: unknown, message: string): void {
    // While the database is away every timer of the queue says so: one line each, no stack.
    if (isConnectionError(error))
      this.options.logger.warn({ reason: (error as Error).message }, `${message} (database unreachable)`);
    else this.options.logger.error({ err: error }, message);
  }

  define(definition: JobDefinition): void {
    this.definitions.set(definition.name, definition);
  }

  /** Installs the queue's tables, creates queues; with `work`, starts the workers. */
  async start({ work }: { work: boolean }): Promise<void> {
    this.closed = false;
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) {
      const settings = {
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? EXPIRE_IN_SECONDS,
      };
      await this.boss.createQueue(definition.name, { name: definition.name, ...settings });
      // createQueue leaves an existing queue as it was: its settings follow the code's.
      await this.boss.updateQueue(definition.name, { name: definition.name, ...settings });
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron);
    }
    if (!work) return;
    this.working = true;
    for (const definition of this.definitions.values()) this.startWorker(definition);
    const { database } = this.options;
    if (database.kind === 'postgres' && database.url) {
      this.listener = new JobListener({
        url: database.url,
        logger: this.options.logger,
        onJob: (name) => this.workers.get(name)?.wake(),
        onReconnect: () => {
          for (const worker of this.workers.values()) worker.wake();
        },
      });
      await this.listener.start();
    }
  }

  /** True while this process receives other processes' notifications (tests). */
  get listening(): boolean {
    return this.listener?.listening ?? false;
  }

  private startWorker(definition: JobDefinition): void {
    const interval = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    const batchSize = definition.batchSize ?? DEFAULT_BATCH_SIZE;
    let notified = false;
    let wakeSleeper: (() => void) | null = null;
    const wake = () => {
      notified = true;
      wakeSleeper?.();
    };
    const sleep = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, interval);
        function done() {
          clearTimeout(timer);
          wakeSleeper = null;
          resolve();
        }
        wakeSleeper = done;
      });
    const loop = (async () => {
      while (this.working) {
        notified = false;
        let jobs: PgBoss.Job<unknown>[] = [];
        try {
          jobs = await this.boss.fetch(definition.name, { batchSize });
        } catch (error) {
          this.logError(error, `job queue: fetching ${definition.name} failed`);
        }
        if (jobs.length > 0) {
          await this.runBatch(definition, jobs);
          continue;
        }
        // A notification that came while fetching means a job may have been missed: fetch again.
        if (!notified && this.working) await sleep();
      }
    })();
    const { tick } = definition;
    let ticking = false;
    const ticker = tick
      ? setInterval(() => {
          if (ticking || !this.working) return;
          ticking = true;
          tick
            .run()
            .catch((error) => this.logError(error, `job queue: ${definition.name}'s periodic work failed`))
            .finally(() => {
              ticking = false;
            });
        }, tick.everySeconds * 1000)
      : undefined;
    ticker?.unref();
    this.workers.set(definition.name, { definition, wake, loop, ticker });
  }

  /** Runs a batch side by side and reports each job: completed, or failed with its error (retried). */
  private async runBatch(definition: JobDefinition, jobs: PgBoss.Job<unknown>[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      jobs.map(async (job) => definition.handle(definition.payload.parse(job.data))),
    );
    const completed: string[] = [];
    const failures: { id: string; error: unknown }[] = [];
    outcomes.forEach((outcome, index) => {
      const id = (jobs[index] as PgBoss.Job<unknown>).id;
      if (outcome.status === 'fulfilled') completed.push(id);
      else failures.push({ id, error: outcome.reason });
    });
    for (const { id, error } of failures) {
      this.logError(error, `job ${definition.name} failed`);
      const message = error instanceof Error ? error.message : String(error);
      await this.report(() => this.boss.fail(definition.name, id, { message }), definition.name);
    }
    if (completed.length > 0) {
      await this.report(() => this.boss.complete(definition.name, completed), definition.name);
    }
  }

  /**
   * Records an outcome, trying again briefly if the database is away. If it never can, the
   * job stays active until it expires (EXPIRE_IN_SECONDS) and is then retried: handlers are
   * idempotent.
   */
  private async report(record: () => Promise<unknown>, name: string): Promise<void> {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        await record();
        return;
      } catch (error) {
        if (attempt === 3 || !this.working) {
          this.logError(error, `job queue: the outcome of a ${name} job could not be recorded`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  /**
   * Queues a job by name; its payload is checked against the job's schema before it is stored.
   * Call it after the commit of whatever the job reads.
   */
  async send(
    name: string,
    payload: unknown,
    singletonKey?: string,
    /** Not before this many seconds (a ringing call's "missed"): stored, so it survives a restart. */
    options: { startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job: ${name}`);
    if (!this.started) throw new Error(`job queue not started: cannot send ${name}`);
    const id = await this.boss.send(name, definition.payload.parse(payload) as object, {
      ...(singletonKey ? { singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    await this.notify(name);
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
    await this.notify(name);
  }

  /**
   * Wakes the workers of `name`: this process's at once, and on PostgreSQL every other
   * process's through NOTIFY (delivered once the job's insert has committed, which it has:
   * pg-boss inserts in a statement of its own). The job is stored either way; a lost
   * notification only leaves it to the next poll.
   */
  private async notify(name: string): Promise<void> {
    this.workers.get(name)?.wake();
    if (this.options.database.kind !== 'postgres') return;
    try {
      await this.options.database.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, name]);
    } catch (error) {
      this.logError(error, 'job queue: notification not sent');
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.working = false;
    await this.listener?.stop();
    this.listener = null;
    const loops = [...this.workers.values()].map((worker) => {
      clearInterval(worker.ticker);
      worker.wake();
      return worker.loop;
    });
    // Jobs under way finish and are reported (up to 10 s); then the queue's timers stop.
    await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.closed = true;
    // What pg-boss had under way settles before the caller closes the pool.
    await Promise.allSettled([...this.statements]);
  }
}
