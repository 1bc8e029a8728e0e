import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** Present on PostgreSQL: for connections of their own (the job queue's LISTEN). */
  url?: string;
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
  /** How long to wait for a connection (a free one from the pool, or a new one) before failing (default 5 s). */
  connectionTimeoutMillis?: number;
  /**
   * PostgreSQL's statement_timeout on every connection (default 15 s; 0: none). A statement
   * that gets no answer at all for this long plus 2 s (a connection gone silent: packets
   * dropped, not reset) has its connection destroyed, failing the request with 503; the pool
   * opens a new one.
   */
  statementTimeoutMillis?: number;
  /** PostgreSQL's idle_in_transaction_session_timeout (default 30 s; 0: none). */
  idleInTransactionTimeoutMillis?: number;
};

/** Beyond statement_timeout, how long a statement waits for any answer before its connection counts as dead. */
const SILENCE_GRACE_MS = 2_000;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool whose checked-out connections go back to it, marked broken, the moment they die.
 * Drizzle's transaction sends BEGIN before its try/finally: when that BEGIN meets a cut
 * connection the client is never released, and each cut would keep one slot of the pool until
 * it ran dry. Here a client that ends or errs while checked out is released with the error
 * (the pool removes it), and the later release by its user does nothing.
 */
class ResilientPool extends pg.Pool {
  /** Statements unanswered this long destroy their connection (0: never). */
  silenceLimitMs = 0;
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then((client) => releasedWhenLost(client, this.silenceLimitMs));
    super.connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      const guarded = releasedWhenLost(client, this.silenceLimitMs);
      callback(undefined, guarded, guarded.release);
    });
    return undefined;
  }
}

const BOUNDED = Symbol('bounded queries');

/**
 * Arms a timer with each statement: unanswered after `limitMs`, the connection is taken for
 * dead and destroyed (its statement fails with "Connection terminated", a 503). TCP would take
 * a quarter of an hour to give up on a peer that went silent, and statement_timeout, which the
 * server enforces, cannot reach us through a connection that carries nothing.
 */
function boundQueries(client: pg.PoolClient, limitMs: number): void {
  const marked = client as pg.PoolClient & { [BOUNDED]?: true };
  if (limitMs <= 0 || marked[BOUNDED]) return;
  marked[BOUNDED] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const silenced = () => {
    const stream = (client as unknown as { connection?: { stream?: { destroy(error?: Error): void } } })
      .connection?.stream;
    stream?.destroy(new Error(`Connection terminated: no answer from the database in ${limitMs} ms`));
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const timer = setTimeout(silenced, limitMs);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer);
        return (last as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') {
      (result as Promise<unknown>).then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    } else clearTimeout(timer);
    return result;
  };
}

function releasedWhenLost(client: pg.PoolClient, silenceLimitMs: number): pg.PoolClient {
  boundQueries(client, silenceLimitMs);
  const release = client.release;
  let released = false;
  const finish = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    client.removeListener('end', onEnd);
    release(error);
  };
  const onError = (error: Error) => finish(error);
  const onEnd = () => finish(new Error('Connection terminated unexpectedly'));
  client.once('error', onError);
  client.once('end', onEnd);
  client.release = finish;
  return client;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  if (options.url) {
    const statementTimeout = options.statementTimeoutMillis ?? 15_000;
    const pool = new ResilientPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server fails the request (503) instead of letting it wait.
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
      // Nothing waits on the database unbounded: a statement, a transaction left open (its
      // locks with it), and a peer that vanished (keep-alive probes on idle connections; the
      // statements' own timer in boundQueries while one is under way).
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMillis ?? 30_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Connections stay open once made (at most `max`): pg-pool's default closed one after 10 s
      // idle, which threw away its prepared statements and their plans, and armed a timer at
      // every release, cleared at the next checkout. Node drops a timer list when its last timer
      // goes, so under load each release rebuilt the list and its place in the timers' queue:
      // 2-5 % of a sharing list's server CPU (bench/README.md, 2026-11-25).
      idleTimeoutMillis: 0,
    });
    pool.silenceLimitMs = statementTimeout > 0 ? statementTimeout + SILENCE_GRACE_MS : 0;
    let closing = false;
    const reported = new WeakSet<Error>();
    const lost = (error: Error) => {
      // An idle client's error reaches both listeners below: said once.
      if (closing || reported.has(error)) return;
      reported.add(error);
      console.error(`database connection lost: ${error.message}`);
    };
    // An idle connection can be cut (server restart, failover, pg_terminate_backend): the pool
    // drops it and says so here.
    pool.on('error', lost);
    // A connection cut while checked out (a Drizzle transaction holds one from pool.connect())
    // emits 'error' on its client, where the pool listens only while it is idle: without this
    // listener that event is unhandled and ends the process. The statement under way fails with
    // the same error (503 for its request); released, the dead client leaves the pool.
    pool.on('connect', (client) => {
      client.on('error', lost);
    });
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      url: options.url,
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the members search's trigram index (migration 0026), as on the PostgreSQL server.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
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
