import type { InsightPeriod, Locale } from '@evenkeel/common';
import type { KeptBody } from '../../http/compression';
import { KeptDocuments, type KeptKey } from '../../http/kept-documents';
import type { Member } from '../checkups';
import type { CheckupView } from '../checkups/presenter';

/**
 * An entry lives a minute at most. Its key and stamp hold everything the document is made of
 * except the time of day: `stale` (no check-up in the last 30 days) is computed from the instant of the
 * read, so a cached document may say `stale: false` up to a minute after it became true.
 */
export const INSIGHTS_CACHE_TTL_MS = 60_000;

export type InsightsKey = {
  member: Member;
  period: InsightPeriod;
  locale: Locale;
  view: CheckupView;
  /** The member's local date (yyyy-mm-dd): periods and the 10-day trend end on it. */
  today: string;
};

/**
 * A kept document and what it was made of (`stamp`). One entry per member, period, language and
 * view, whatever the version: a write does not leave the previous document behind until it ages
 * out, it is replaced by the next read. (Keyed by version, the cache filled with documents no
 * key could reach again, up to its bound: on the cold path bench, 750 dead documents of 74 kB,
 * which doubled the garbage collector's share of the server's CPU; bench/README.md, "the
 * insights cold path under 1 ms".)
 */
export type KeptInsights = {
  stamp: string;
  /** The member's results version the document was made at (in the stamp too). */
  version: number;
  body: KeptBody;
};

/** Which document: the member, the period, the language and the view. */
export function insightsKey({
  member,
  period,
  locale,
  view,
}: Omit<InsightsKey, 'member' | 'today'> & { member: Pick<Member, 'id'> }): string {
  return `${member.id} ${period} ${locale} ${view}`;
}

/**
 * Everything else an insights document depends on, but the time of day: a kept document serves
 * a read only if its stamp is the read's. `member.resultsVersion` changes in the transaction of
 * every check-up or log write (checkups/results-version.ts), and comes from the row the request
 * loads anyway (the session's user, or the member loaded with their sharing), so it is as fresh
 * as the database: a write through any server instance changes the stamp that every instance
 * computes. The member's name and picture are in the document, so in the stamp too (a profile
 * edit does not change the version). The viewer is not: every viewer the policy allows gets the
 * same document, and authorization and the audit record run before the cache is consulted.
 */
export function insightsStamp({ member, today }: InsightsKey): string {
  return JSON.stringify([
    member.resultsVersion,
    today,
    member.slug,
    member.firstName,
    member.lastName,
    member.profilePictureUrl,
  ]);
}

/** The insights documents in a store of kept documents (http/kept-documents.ts). */
export type InsightsCache = {
  /** The document kept under `key`: at `stamp` only when one is given, else at whichever stamp. */
  get(key: string, stamp?: string): KeptInsights | undefined;
  /** Keeps a document in place of the one kept under its key, if any. */
  set(key: string, kept: KeptInsights): void;
  /** How many documents its store keeps. */
  readonly size: number;
};

/**
 * Serialized insights documents (JSON:API, sent as they are, with their compressed bytes once
 * made: http/compression.ts, KeptBody), in the kept documents of the database (one route per app
 * instance), bounded in age (see above) and by the store's bound. The version source is the
 * stamp. A miss costs one database read, the serialization of the document and its compression;
 * a hit costs none of them.
 */
export function createInsightsCache(documents = new KeptDocuments(), route = 'insights'): InsightsCache {
  const file = (key: string): KeptKey => ({ route, reader: null, variant: key });
  return {
    get: (key, stamp) =>
      stamp === undefined
        ? documents.latest<KeptInsights>(file(key))?.value
        : documents.get<KeptInsights>(file(key), stamp),
    set: (key, kept) =>
      documents.set(file(key), kept.stamp, kept, {
        size: kept.body.bytes + kept.stamp.length,
        ttl: INSIGHTS_CACHE_TTL_MS,
      }),
    get size() {
      return documents.size;
    },
  };
}
