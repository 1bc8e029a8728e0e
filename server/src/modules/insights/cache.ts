import type { InsightPeriod, Locale } from '@evenkeel/common';
import { LRUCache } from 'lru-cache';
import type { KeptBody } from '../../http/compression';
import type { CheckupView } from '../checkups/presenter';
import type { Member } from '../checkups/subject';

/** At most this many documents per server instance… */
export const INSIGHTS_CACHE_MAX_ENTRIES = 2_000;
/**
 * …and at most this many bytes of JSON in all (74 kB for five years of weekly check-ups and 500
 * logs); the brotli and gzip bytes of a document, made when a client first asks for them, add
 * about a third at most.
 */
export const INSIGHTS_CACHE_MAX_BYTES = 64 * 1024 * 1024;
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

/**
 * Serialized insights documents (JSON:API, sent as they are, with their compressed bytes once
 * made: http/compression.ts, KeptBody), one cache per app instance, bounded in entries, bytes and
 * age (see above). A miss costs one database read, the serialization of the document and its
 * compression; a hit costs none of them.
 */
export function createInsightsCache(): LRUCache<string, KeptInsights> {
  return new LRUCache<string, KeptInsights>({
    max: INSIGHTS_CACHE_MAX_ENTRIES,
    maxSize: INSIGHTS_CACHE_MAX_BYTES,
    sizeCalculation: (kept, key) => kept.body.bytes + kept.stamp.length + key.length,
    ttl: INSIGHTS_CACHE_TTL_MS,
    // The clock is read at each look-up (performance.now(), a fraction of a microsecond). With
    // the default (1 ms), lru-cache keeps its last reading and arms a 1 ms timer to forget it:
    // a timer armed and fired for most requests, 2 % of the cold path's CPU in the profile.
    ttlResolution: 0,
  });
}
