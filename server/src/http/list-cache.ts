import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { User } from '../auth/user';
import { KeptBody, sendKept } from './compression';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';
import { finishDocument } from './jsonapi-protocol';

/**
 * The sharing lists (`/api/invitations`, `/api/organization_roles`, `/api/roles`,
 * `/api/connections`) kept serialized, with their compressed twins (http/compression.ts,
 * KeptBody), per reader, URL and sharing epoch. Building a 50-row list costs 0.7–1.6 ms of
 * server CPU against the floor's 0.12 (bench/README.md, 2026-11-25); a kept one costs the
 * session lookup and the send. Decision: docs/decisions/0009-sharing-list-cache.md.
 *
 * The epoch (`sharing_epoch.version`) moves at the commit of every transaction that writes a
 * table these lists read: roles, groups, organizations, invitations, connections, and the
 * people's names, pictures, addresses, verification and deletion (deferred triggers, migration
 * 0017, so no write path can forget it). It is read by the session query (auth/sessions.ts),
 * in the same statement as the user, so a write through any server instance changes the key
 * every instance computes, at no extra round trip. It is one counter for everyone: any such
 * write anywhere empties every reader's kept lists. Writes to these tables are rare next to
 * the reads (the account page reads the lists on every visit), and a finer version would have
 * to know, for each write, every reader whose list shows the row: a coarse one cannot miss one.
 */

/** At most this many documents per list module and server instance… */
export const SHARING_LIST_CACHE_MAX_ENTRIES = 5_000;
/** …and this many bytes of JSON (a 50-row list is 23–28 kB; its compressed twins add a sixth each). */
export const SHARING_LIST_CACHE_MAX_CHARACTERS = 32 * 1024 * 1024;
/**
 * An entry lives 10 minutes at most: a bound on memory kept for readers who left, not on
 * correctness (the epoch is). A list that depends on the clock (invitations expire) lives only
 * until its earliest expiry.
 */
export const SHARING_LIST_MAX_AGE_MS = 10 * 60_000;

export type SharingListCache = LRUCache<string, KeptBody>;

/** One cache per route module and app instance: instances share only the database's epoch. */
export function createSharingListCache(): SharingListCache {
  return new LRUCache<string, KeptBody>({
    max: SHARING_LIST_CACHE_MAX_ENTRIES,
    maxSize: SHARING_LIST_CACHE_MAX_CHARACTERS,
    sizeCalculation: (kept, key) => kept.bytes + key.length,
    ttl: SHARING_LIST_MAX_AGE_MS,
  });
}

/**
 * Everything a list document depends on: who reads it (their id; their roles, address and
 * verification are in the epoch), the epoch, the language, and the URL (path, page, filters,
 * `fields[…]`, `include`, which the pagination links repeat).
 */
export function sharingListKey(request: FastifyRequest, reader: Pick<User, 'id'>): string {
  return `${reader.id}\n${request.sharingVersion}\n${request.locale}\n${request.url}`;
}

/** A list's document as the route built it, and when the clock alone would change it (if ever). */
export type BuiltList = { document: Record<string, unknown>; changesAt?: Date | null };

/**
 * Sends the reader's list: the kept bytes, or the document `build` makes, shaped by the JSON:API
 * protocol (links, sparse fieldsets), serialized once and kept. The route authenticates and
 * validates its parameters before calling this; nothing here decides who may read what.
 */
export async function sendSharingList(
  cache: SharingListCache,
  request: FastifyRequest,
  reply: FastifyReply,
  reader: Pick<User, 'id'>,
  build: () => Promise<BuiltList>,
): Promise<FastifyReply> {
  reply.type(JSONAPI_MEDIA_TYPE);
  const key = sharingListKey(request, reader);
  let kept = cache.get(key);
  if (kept === undefined) {
    const { document, changesAt } = await build();
    kept = new KeptBody(JSON.stringify(finishDocument(request, reply, document)));
    const lifetime = changesAt ? changesAt.getTime() - Date.now() : SHARING_LIST_MAX_AGE_MS;
    if (lifetime > 0) cache.set(key, kept, { ttl: Math.min(lifetime, SHARING_LIST_MAX_AGE_MS) });
  }
  return sendKept(request, reply, kept);
}

/** The earliest of the instants still ahead (an invitation's expiry), or null. */
export function earliestAhead(instants: Iterable<Date>, now = Date.now()): Date | null {
  let earliest: Date | null = null;
  for (const instant of instants) {
    if (instant.getTime() > now && (earliest === null || instant < earliest)) earliest = instant;
  }
  return earliest;
}
