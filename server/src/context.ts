import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/queue';

/** What every route and service needs, built once by `buildApp` and shared. */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  jobs: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
