import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, SqlRows } from './client';

type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: false,
    ): { execute(placeholders?: Record<string, unknown>): Promise<SqlRows> };
  };
};

/**
 * `db.execute` for a statement written as SQL whose text depends only on its shape (its values
 * are parameters): run as a named prepared statement, planned once per connection instead of on
 * every request. The name is the prefix and a hash of the text, so each shape is its own
 * statement. Drizzle's `execute` does the same with no name (node-postgres then plans each time;
 * PGlite ignores names).
 */
export function executePrepared(db: Db, prefix: string, query: SQL): Promise<SqlRows> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
