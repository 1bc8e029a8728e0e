import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { isConnectionError } from './db/connection-errors';
import { migrate } from './db/migrate';
import type { Env } from './env';
import { registerJobs } from './jobs';
import { JobQueue } from './jobs/queue';
import { loadTopics } from './modules/content/social';
import { loadCrisisDataset } from './modules/crisis-lines/dataset';
import { createPlacesProvider } from './modules/places/create-provider';
import { type ChatBus, LocalBus } from './realtime/bus';
import { RedisBus } from './realtime/redis-bus';
import { createStorage } from './storage';

export type ContextOptions = {
  env: Env;
  logger: FastifyBaseLogger;
  /** Run job handlers in this process (role `all` or `worker`). */
  work: boolean;
  /** An already open database (tests); otherwise DATABASE_URL or the embedded one in the data folder. */
  database?: Database;
  pollingIntervalSeconds?: number;
  /** Longest pause between two tries while the database is unreachable at start (default 30 s). */
  maxRetryDelayMs?: number;
  /** The job queue's maintenance interval (default 3 s; jobs/queue.ts). */
  maintenanceIntervalSeconds?: number;
};

/**
 * Waits until the database answers, trying again with a growing pause (0.5 s, 1 s, 2 s… up
 * to `maxDelayMs`) and saying so in the log, so a process started before its database (or
 * during an outage) starts when the database comes. Any error but a connection error stops.
 */
export async function waitForDatabase(
  database: Database,
  logger: FastifyBaseLogger,
  maxDelayMs = 30_000,
): Promise<void> {
  await retryWhileUnavailable(logger, maxDelayMs, () => database.executeSql('select 1'));
}

async function retryWhileUnavailable<T>(
  logger: FastifyBaseLogger,
  maxDelayMs: number,
  attemptOnce: () => Promise<T>,
): Promise<T> {
  let delay = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await attemptOnce();
      if (attempt > 1) logger.info({ attempt }, 'database reachable: starting');
      return result;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const { code, message } = error as { code?: string; message?: string };
      logger.warn(
        { attempt, code, reason: message, retryInMs: delay },
        `database unreachable (${code ?? message}): trying again in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}

/** The advisory lock key every process takes while it sets the database up ("evenkeel" in ASCII). */
export const STARTUP_LOCK_KEY = 0x657665_6e6b65;

/**
 * Runs the start-up's writes to the database's structure (migrations, the job queue's tables,
 * reference data) under a PostgreSQL advisory lock, on a connection of its own: any number of
 * processes can start together on a fresh database, one after the other through this part. The
 * lock goes with the connection, so a process that dies here frees it. PGlite has one process.
 */
async function underStartupLock(
  database: Database,
  logger: FastifyBaseLogger,
  maxDelayMs: number,
  work: (connection: pg.Client | undefined) => Promise<void>,
): Promise<void> {
  if (database.kind !== 'postgres' || !database.url) return work(undefined);
  const url = database.url;
  // The database may go away again between waitForDatabase and here: same patience.
  const client = await retryWhileUnavailable(logger, maxDelayMs, async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'evenkeel-startup',
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    next.on('error', () => {
      // A cut start-up connection fails the statement under way, which ends the start.
    });
    await next.connect();
    return next;
  });
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens the database, applies migrations, starts the job queue: everything a role needs. */
export async function createContext(options: ContextOptions): Promise<AppContext> {
  const { env } = options;
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? {
            url: env.DATABASE_URL,
            connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
            statementTimeoutMillis: env.DATABASE_STATEMENT_TIMEOUT_MS,
            idleInTransactionTimeoutMillis: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          }
        : { dataDir: path.join(env.dataDir, 'db') },
    ));
  await waitForDatabase(database, options.logger, options.maxRetryDelayMs);
  const jobs = new JobQueue({
    database,
    logger: options.logger,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    jobs,
    storage: createStorage(env),
    places: createPlacesProvider(env, options.logger),
    bus: await createBus(env, options.logger),
  };
  registerJobs(ctx);
  await underStartupLock(database, options.logger, options.maxRetryDelayMs ?? 30_000, async (connection) => {
    await migrate(database, undefined, connection);
    // Reference data shipped with the app; administrators' edits survive (crisis-lines/dataset.ts).
    await loadCrisisDataset(database.db);
    await loadTopics(database.db);
    await jobs.start({ work: options.work });
  });
  return ctx;
}

/**
 * Redis pub/sub when REDIS_URL is set, so a message sent to one instance reaches sockets on
 * another; otherwise this process alone. The start waits a moment for the subscription, never
 * for Redis itself: without it clients still resume from the database (realtime/redis-bus.ts).
 */
async function createBus(env: Env, logger: FastifyBaseLogger): Promise<ChatBus> {
  if (!env.REDIS_URL) return new LocalBus();
  const bus = new RedisBus({ url: env.REDIS_URL, channel: env.EVENKEEL_REDIS_CHANNEL, logger });
  await bus.ready();
  return bus;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.bus.close();
  await ctx.database.close();
}
