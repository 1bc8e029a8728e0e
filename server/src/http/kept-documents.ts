import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/**
 * Documents (and the few values costly to compute over every row) kept in memory between
 * requests, in one bounded store per database handle. Decision: docs/decisions/0019-kept-documents.md.
 *
 * A kept value is filed under its key: the route (or computation) that made it, the reader it
 * was made for (null when everyone the policy lets through gets the same one), and the variant
 * (language, URL, range: whatever else the route reads from the request). Beside it is the
 * version it was made at, which each use reads from its own version source: the sharing epoch,
 * the member's results version, the content revision, the dashboards' releases. The source is
 * read from the database on every request (in a statement the request makes anyway), so a write
 * through any server instance changes the version every instance asks for. A value is served
 * only to a request that asks for the version it was made at; the next one made replaces it
 * (filed by version, the store filled with values no request could reach again, up to its
 * bound: bench/README.md, "the insights cold path under 1 ms").
 *
 * Nothing here decides who may read what: a route authorizes before it asks.
 */

export type Version = string | number;

export type KeptKey = {
  /** The route or computation, as named by its use (`keptRoute` for one per app instance). */
  route: string;
  /** Whom the value was made for, or null when it is the same for every reader. */
  reader: number | string | null;
  /** Whatever else the value depends on, except its version. */
  variant: string;
};

/** How much a kept value weighs (its bytes, roughly), and how long it may live (ms; none: until evicted). */
export type Keeping = { size: number; ttl?: number };

/** At most this many values per store… */
export const KEPT_MAX_ENTRIES = 40_000;
/**
 * …and about this many bytes: the sum of the four caches' bounds this store replaced (three
 * sharing lists' 32 MiB, the insights' and the dashboards' 64 MiB each). One budget for all, so
 * a busy route may use what a quiet one does not.
 */
export const KEPT_MAX_BYTES = 256 * 1024 * 1024;

type Entry = { version: Version; value: unknown; size: number };

export class KeptDocuments {
  private readonly entries = new LRUCache<string, Entry>({
    max: KEPT_MAX_ENTRIES,
    maxSize: KEPT_MAX_BYTES,
    sizeCalculation: (entry, key) => Math.max(1, entry.size + key.length),
    // The clock is read at each look-up of an entry that expires (performance.now(), a fraction
    // of a microsecond). With the default (1 ms), lru-cache keeps its last reading and arms a
    // 1 ms timer to forget it: a timer armed and fired for most requests, 2 % of the insights
    // cold path's CPU in the profile.
    ttlResolution: 0,
  });
  /** Values being made: requests that arrive meanwhile wait for the same one (`keep`). */
  private readonly making = new Map<string, Promise<unknown>>();

  /** The value kept under `key` if it was made at `version`. */
  get<T>(key: KeptKey, version: Version): T | undefined {
    const entry = this.entries.get(fileOf(key));
    return entry?.version === version ? (entry.value as T) : undefined;
  }

  /** What is kept under `key`, at whichever version it was made. */
  latest<T>(key: KeptKey): { version: Version; value: T } | undefined {
    const entry = this.entries.get(fileOf(key));
    return entry && { version: entry.version, value: entry.value as T };
  }

  /** Keeps `value` under `key` at `version`, in place of what was kept there at any version. */
  set<T>(key: KeptKey, version: Version, value: T, { size, ttl }: Keeping): void {
    const file = fileOf(key);
    if (ttl !== undefined && ttl <= 0) {
      // Already out of date (an invitation that just expired): not kept, and not left behind.
      this.entries.delete(file);
      return;
    }
    this.entries.set(file, { version, value, size }, ttl === undefined ? undefined : { ttl });
  }

  /**
   * The value kept under `key` at `version`, else the one `build` makes, kept as `keeping` says.
   * Requests for the same key and version while it is made wait for it; a failed build is kept
   * by nobody (each waiting request answers its error).
   */
  keep<T>(
    key: KeptKey,
    version: Version,
    build: () => Promise<T>,
    keeping: (value: T) => Keeping,
  ): Promise<T> {
    const found = this.get<T>(key, version);
    if (found !== undefined) return Promise.resolve(found);
    const making = `${fileOf(key)}\n${typeof version} ${version}`;
    let made = this.making.get(making) as Promise<T> | undefined;
    if (!made) {
      made = build();
      this.making.set(making, made);
      made
        .then((value) => this.set(key, version, value, keeping(value)))
        .catch(() => undefined)
        .finally(() => this.making.delete(making));
    }
    return made;
  }

  /** How many values the store keeps. */
  get size(): number {
    return this.entries.size;
  }
}

const fileOf = ({ route, reader, variant }: KeptKey) => `${route}\n${reader ?? ''}\n${variant}`;

const stores = new WeakMap<Db, KeptDocuments>();

/** The store of a database handle: two databases in one process (the tests) never share one. */
export function keptDocuments(db: Db): KeptDocuments {
  let store = stores.get(db);
  if (!store) {
    store = new KeptDocuments();
    stores.set(db, store);
  }
  return store;
}

let registrations = 0;

/**
 * A route's name for one app instance: two instances in one process on one database handle
 * (the tests' "another server instance") keep their documents apart, as two processes do, and
 * share only the database's versions.
 */
export function keptRoute(name: string): string {
  registrations += 1;
  return `${name}#${registrations}`;
}
