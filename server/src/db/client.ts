import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type SqlRows = { rows: Record<string, unknown>[] };

/**
 * One handle over either database. Both speak the same SQL; only the driver differs.
 * `executeSql` is for tools that bring their own SQL (migrations, the job queue).
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** Present on PostgreSQL: the pool the job queue and health checks share. */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Called for every statement Drizzle sends; tests count queries with it. */
  onQuery?: (sql: string) => void;
  poolSize?: number;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    let closing = false;
    // An idle connection can be cut (server restart, failover, a database dropped while closing):
    // the pool replaces it, and the process must not crash on the unhandled 'error' event.
    pool.on('error', (error) => {
      if (!closing) console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // Parameterless SQL may hold several statements (pg-boss installs itself that way): exec() runs them all.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values) as Promise<SqlRows>;
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}
