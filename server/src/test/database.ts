import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, empty database for one test file: PGlite in memory by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
export async function openTestDatabase(
  options: {
    onQuery?: (sql: string) => void;
    /** `pglite`: the embedded database even when TEST_DATABASE_URL is set (a test that runs on both). */
    kind?: 'pglite';
    /**
     * Copy the run's migrated database (test/global-setup.ts) instead of starting empty: for a
     * test app, which migrates at start anyway. Tests of migrations themselves start empty.
     */
    migrated?: boolean;
  } = {},
): Promise<{
  database: Database;
  drop(): Promise<void>;
}> {
  const serverUrl = options.kind === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', onQuery: options.onQuery });
    return { database, drop: () => database.close() };
  }
  const name = `evenkeel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = options.migrated ? inject('templateDatabase') : undefined;
  await createDatabase(admin, name, template);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onQuery: options.onQuery, poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Two workers copying the template at once can find it busy for a moment: try again. */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
