import type { Db } from './client';

/**
 * Prepared statements per database handle (planned once per connection): the hot reads (the
 * session, access, the sharing lists, check-ups, logs, insights, content, dashboards). `build`
 * runs once per handle and name; the name is the statement's name in PostgreSQL, so one name is
 * one statement across the server.
 */
const cache = new WeakMap<Db, Map<string, unknown>>();

export function statement<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let found = byName.get(name) as T | undefined;
  if (!found) {
    found = build(db);
    byName.set(name, found);
  }
  return found;
}
