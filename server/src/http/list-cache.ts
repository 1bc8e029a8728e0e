import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../auth/user';
import type { Db } from '../db/client';
import { KeptBody, sendKept } from './compression';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';
import { finishDocument } from './jsonapi-protocol';
import { type KeptDocuments, type KeptKey, keptDocuments, keptRoute } from './kept-documents';

/**
 * The sharing lists (`/api/invitations`, `/api/organization_roles`, `/api/roles`,
 * `/api/connections`) kept serialized, with their compressed twins (http/compression.ts,
 * KeptBody), per reader and URL at the sharing epoch, in the kept documents
 * (http/kept-documents.ts). Building a 50-row list costs 0.7–1.6 ms of
 * server CPU against the floor's 0.12 (bench/README.md, 2026-11-25); a kept one costs the
 * session lookup and the send. Decision: docs/decisions/0009-sharing-list-cache.md.
 *
 * The epoch (`sharing_epoch.version`) moves at the commit of every transaction that writes a
 * table these lists read: roles, groups, organizations, invitations, connections, and the
 * people's names, pictures, addresses, verification and deletion (deferred triggers, migration
 * 0017, so no write path can forget it). It is read by the session query (auth/sessions.ts),
 * in the same statement as the user, so a write through any server instance changes the version
 * every instance computes, at no extra round trip. It is one counter for everyone: any such
 * write anywhere empties every reader's kept lists. Writes to these tables are rare next to
 * the reads (the account page reads the lists on every visit), and a finer version would have
 * to know, for each write, every reader whose list shows the row: a coarse one cannot miss one.
 */

/**
 * An entry lives 10 minutes at most: a bound on memory kept for readers who left, not on
 * correctness (the epoch is). A list that depends on the clock (invitations expire) lives only
 * until its earliest expiry.
 */
export const SHARING_LIST_MAX_AGE_MS = 10 * 60_000;

/** A route module's lists in the kept documents of its database (http/kept-documents.ts). */
export type SharingListCache = { documents: KeptDocuments; route: string };

/** One per route module and app instance: instances share only the database's epoch. */
export function createSharingListCache(db: Db, name: string): SharingListCache {
  return { documents: keptDocuments(db), route: keptRoute(name) };
}

/**
 * Where a list document is kept: who reads it (their id; their roles, address and verification
 * are in the epoch), the language, and the URL (path, page, filters, `fields[…]`, `include`,
 * which the pagination links repeat); its version is the epoch the session read.
 */
export function sharingListKey(
  cache: SharingListCache,
  request: FastifyRequest,
  reader: Pick<User, 'id'>,
): KeptKey {
  return { route: cache.route, reader: reader.id, variant: `${request.locale}\n${request.url}` };
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
  const key = sharingListKey(cache, request, reader);
  let kept = cache.documents.get<KeptBody>(key, request.sharingVersion);
  if (kept === undefined) {
    const { document, changesAt } = await build();
    kept = new KeptBody(JSON.stringify(finishDocument(request, reply, document)));
    const lifetime = changesAt ? changesAt.getTime() - Date.now() : SHARING_LIST_MAX_AGE_MS;
    cache.documents.set(key, request.sharingVersion, kept, {
      size: kept.bytes,
      ttl: Math.min(lifetime, SHARING_LIST_MAX_AGE_MS),
    });
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
