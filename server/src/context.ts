import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/queue';
import type { PlacesProvider } from './lib/places';
import type { ChatBus } from './realtime/bus';
import type { Storage } from './storage/storage';

/** What every route and service needs, built once by `buildApp` and shared. */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  jobs: JobQueue;
  /** Uploaded files (local folder under the data directory, or an S3-compatible bucket). */
  storage: Storage;
  /** City search and place lookup (GeoNames offline, or Google Places with a key). */
  places: PlacesProvider;
  /** Chat events between instances (in-process, or Redis pub/sub with REDIS_URL): realtime/bus.ts. */
  bus: ChatBus;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
