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
/** Block quotes and lists nested deeper than this are refused (422): nobody reads them, and parsers recurse on them. */
export const ARTICLE_BODY_MAX_DEPTH = 16;
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

/**
 * How deeply a Markdown body nests block quotes and lists: the most `>` markers opening one line
 * plus the list levels its indentation and markers open (two columns a level, a tab four). One
 * pass over the text, each character looked at a bounded number of times (issue 26 §4.5: no
 * pattern here may backtrack over the body).
 */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end === -1) end = markdown.length;
    let depth = 0;
    let column = 0;
    let i = start;
    // Leading quote markers, spaces, tabs and list markers: each opens a level or moves a column.
    while (i < end) {
      const c = markdown.charCodeAt(i);
      if (c === 0x3e /* > */) {
        depth += 1;
        // One space after a marker belongs to it (CommonMark).
        i += markdown.charCodeAt(i + 1) === 0x20 ? 2 : 1;
      } else if (c === 0x20) {
        column += 1;
        i += 1;
      } else if (c === 0x09) {
        column += 4;
        i += 1;
      } else if (
        (c === 0x2d || c === 0x2a || c === 0x2b) /* - * + */ &&
        markdown.charCodeAt(i + 1) === 0x20
      ) {
        depth += 1;
        i += 2;
      } else break;
    }
    depth += Math.floor(column / 2);
    if (depth > deepest) deepest = depth;
    start = end + 1;
  }
  return deepest;
}

/**
 * The words of a Markdown body without its markup: fenced code left out (a line opening with
 * three backticks opens or closes a fence), images left out, a link's text kept and its address
 * left out. Linear: fences by lines, and the link pattern's parts exclude the brackets and
 * parentheses that end them, so no start is scanned again from another (a 50 kB body of `[`
 * took 0.9 s with the previous lazy patterns, issue 26 §4.5).
 */
export function markdownWords(markdown: string): string[] {
  const kept: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) kept.push(line);
  }
  const plain = kept
    .join('\n')
    .replace(/!\[[^[\]\n]*\]\([^()\s]*\)/g, ' ')
    .replace(/\[([^[\]\n]*)\]\([^()\s]*\)/g, '$1')
    .replace(/[#>*_`~|[\]()!-]+/g, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Minutes to read a Markdown body: its words (markup left out) at 200 a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(markdownWords(markdown).length / READING_WORDS_PER_MINUTE));
}
