import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { contentRevision } from '../../db/schema';
import { statement } from '../../db/statements';

/**
 * The content's revision (`content_revision.value`): it moves in the same transaction as every
 * change to `content_items` or `content_topics` (a trigger, migration 0014), so a value computed
 * from all the content at revision R stays true as long as the database says R. What is costly
 * to compute over every item (a list's total, the recommendation candidates) is cached per
 * instance under its revision; a write through any instance changes the key every instance reads.
 */
export const contentRevisionColumn = () =>
  sql<number>`(select ${contentRevision.value} from ${contentRevision} where ${contentRevision.id} = 1)`.mapWith(
    Number,
  );

export async function readContentRevision(db: Db): Promise<number> {
  const [row] = await statement(db, 'content_revision', (d) =>
    d
      .select({ value: contentRevision.value })
      .from(contentRevision)
      .where(eq(contentRevision.id, 1))
      .prepare('content_revision'),
  ).execute();
  return Number(row?.value ?? 0);
}

/** At most this many values per cache and instance (a key per list shape, language and organizations). */
export const REVISION_CACHE_MAX_ENTRIES = 5_000;

/**
 * Values computed from the content at a revision, one cache per database handle and name (two
 * databases in one process never share one). A value stored under R was computed by a read
 * issued after R was seen, so it is at least as new as R; once R moves on, no request asks for
 * R again and the entry ages out.
 */
export type RevisionCache<T> = {
  get(revision: number, key: string): T | undefined;
  set(revision: number, key: string, value: T): void;
};

const caches = new WeakMap<Db, Map<string, LRUCache<string, object>>>();

export function revisionCache<T extends object>(db: Db, name: string): RevisionCache<T> {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  let entries = byName.get(name);
  if (!entries) {
    entries = new LRUCache<string, object>({ max: REVISION_CACHE_MAX_ENTRIES });
    byName.set(name, entries);
  }
  const store = entries;
  return {
    get: (revision, key) => store.get(`${revision}:${key}`) as T | undefined,
    set: (revision, key, value) => void store.set(`${revision}:${key}`, value),
  };
}
