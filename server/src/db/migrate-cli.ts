import { loadEnv } from '../env';
import { openDatabase } from './client';
import { migrate } from './migrate';

// `npm run db:migrate`: applies migrations to DATABASE_URL before a deploy.
const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: the embedded database is migrated by the server at start.');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL });
await migrate(database);
await database.close();
console.log('Migrations applied.');
