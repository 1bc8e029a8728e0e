/**
 * Articles, tips, topics, bookmarks and reviews (issue 13, product.md §4): the constants both
 * server and web need. Import-light (no Zod). Decisions in docs/content.md.
 */
import type { Locale } from './locale';

/** The curated topics, in display order; names in the common catalogue under `topics.<key>`. */
export const TOPIC_KEYS = [
  'sleep',
  'stress',
  'anxiety',
  'mood',
  'relationships',
  'work',
  'physical_activity',
  'nutrition',
  'mindfulness',
  'money',
  'parenting',
  'grief',
] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];
export const isTopicKey = (value: string): value is TopicKey =>
  (TOPIC_KEYS as readonly string[]).includes(value);

/** Content is written in one of the interface languages. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const satisfies readonly Locale[];
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * Spec §4: published, unpublished, deleted (restorable for `RESTORABLE_DAYS`, then purged).
 * "Restorable" and "transferable" are abilities, not states.
 */
export const CONTENT_STATES = ['published', 'unpublished', 'deleted'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const RESTORABLE_DAYS = 30;

/** Spec §3: a tip's difficulty. */
export const TIP_DIFFICULTIES = ['easy', 'medium', 'challenging'] as const;
export type TipDifficulty = (typeof TIP_DIFFICULTIES)[number];

export const ARTICLE_TITLE_MAX_LENGTH = 150;
export const ARTICLE_SUMMARY_MAX_LENGTH = 300;
export const ARTICLE_BODY_MAX_LENGTH = 50_000;
export const TIP_TEXT_MAX_LENGTH = 280;
export const ARTICLE_TOPICS_MAX = 5;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** The average rating is shown from this many reviews on (fewer say little and expose reviewers). */
export const REVIEWS_FOR_AVERAGE = 5;
/** `filter[q]`: 2 to 100 characters. */
export const CONTENT_QUERY_MIN_LENGTH = 2;
export const CONTENT_QUERY_MAX_LENGTH = 100;

/** Silent reading of non-fiction, words per minute (Brysbaert 2019: 238 in English; rounded down). */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body: its words (markup left out) at 200 a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ');
  const words = plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
