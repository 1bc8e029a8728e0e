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
 * An entry lives a minute at most. The key holds everything the document is made of except
 * the time of day: `stale` (no check-up in the last 30 days) is computed from the instant of the
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
 * Everything an insights document depends on, but the time of day. `member.resultsVersion`
 * changes in the transaction of every check-up or log write (checkups/results-version.ts), and
 * comes from the row the request loads anyway (the session's user, or the member loaded with
 * their sharing), so it is as fresh as the database: a write through any server instance
 * changes the key that every instance computes. The member's name and picture are in the
 * document, so in the key too (a profile edit does not change the version). The viewer is not:
 * every viewer the policy allows gets the same document, and authorization and the audit
 * record run before the cache is consulted.
 */
export function insightsKey({ member, period, locale, view, today }: InsightsKey): string {
  return JSON.stringify([
    member.id,
    member.resultsVersion,
    period,
    locale,
    view,
    today,
    member.slug,
    member.firstName,
    member.lastName,
    member.profilePictureUrl,
  ]);
}

/**
 * Serialized insights documents (JSON:API strings, sent as they are, with their compressed bytes
 * once made: http/compression.ts, KeptBody), one cache per app instance, bounded in entries,
 * bytes and age (see above). A miss costs one database read, the serialization of the
 * document and its compression; a hit costs none of them.
 */
export function createInsightsCache(): LRUCache<string, KeptBody> {
  return new LRUCache<string, KeptBody>({
    max: INSIGHTS_CACHE_MAX_ENTRIES,
    maxSize: INSIGHTS_CACHE_MAX_BYTES,
    sizeCalculation: (document, key) => document.bytes + key.length,
    ttl: INSIGHTS_CACHE_TTL_MS,
  });
}
