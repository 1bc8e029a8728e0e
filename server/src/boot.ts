import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import type { Env } from './env';
import { registerJobs } from './jobs';
import { JobQueue } from './jobs/queue';
import { loadCrisisDataset } from './modules/crisis-lines/dataset';
import { createPlacesProvider } from './modules/places/provider';
import { createStorage } from './storage';

export type ContextOptions = {
  env: Env;
  logger: FastifyBaseLogger;
  /** Run job handlers in this process (role `all` or `worker`). */
  work: boolean;
  /** An already open database (tests); otherwise DATABASE_URL or the embedded one in the data folder. */
  database?: Database;
  pollingIntervalSeconds?: number;
};

/** Opens the database, applies migrations, starts the job queue: everything a role needs. */
export async function createContext(options: ContextOptions): Promise<AppContext> {
  const { env } = options;
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, 'db') },
    ));
  await migrate(database);
  // Reference data shipped with the app; administrators' edits survive (crisis-lines/dataset.ts).
  await loadCrisisDataset(database.db);
  const jobs = new JobQueue({
    database,
    logger: options.logger,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    jobs,
    storage: createStorage(env),
    places: createPlacesProvider(env, options.logger),
  };
  registerJobs(ctx);
  await jobs.start({ work: options.work });
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.database.close();
}
