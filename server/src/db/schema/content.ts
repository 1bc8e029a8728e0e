import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * Articles, tips, topics, follows, bookmarks and reviews (issue 13, docs/content.md).
 *
 * Articles and tips share one table, `content_items` (`kind`): the same states, owner,
 * translation link, bookmarks and reviews, so one policy, one set of transitions and one purge
 * serve both. A tip's text is its `body` (280 characters at most, checked here too).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The curated topics (common/src/content.ts TOPIC_KEYS), upserted at start; names in the catalogues. */
export const topics = pgTable('topics', {
  id: id(),
  /** The topic's key (`sleep`, `physical_activity`): its public id. */
  slug: text('slug').notNull().unique(),
  position: smallint('position').notNull(),
  createdAt: createdAt(),
});

export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ['article', 'tip'] }).notNull(),
    /** Null: platform content (managed by platform administrators). */
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    state: text('state', { enum: ['published', 'unpublished', 'deleted'] })
      .notNull()
      .default('unpublished'),
    /** Articles only. */
    title: text('title'),
    summary: text('summary'),
    /** An article's Markdown, or a tip's text. */
    body: text('body').notNull(),
    coverImageUrl: text('cover_image_url'),
    readingMinutes: smallint('reading_minutes'),
    /** Tips only. */
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'challenging'] }),
    /** The same item in the other language; both rows point at each other. */
    translationId: bigint('translation_id', { mode: 'number' }).references(
      (): AnyPgColumn => contentItems.id,
      { onDelete: 'set null' },
    ),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set with `deleted`: the purge removes the row after this moment. */
    restorableUntil: timestamp('restorable_until', { withTimezone: true }),
    /**
     * Full-text search in the item's own language (PostgreSQL's `english` and `french`
     * configurations): title, then summary, then body.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(summary, '')), 'B') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, body), 'C')`,
      ),
    /**
     * Title and summary alone, weighted as in `search`: what search results are ranked by. Ranking
     * by `search` read every match's whole vector (as large as its body, compressed out of line):
     * 10 of the 12 ms of a search matching 1,000 of 10,000 articles.
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case when language = 'fr' then 'french'::regconfig else 'english'::regconfig end, coalesce(summary, '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_items_listing_idx').on(t.kind, t.state, t.language, t.publishedAt),
    /**
     * The readers' lists and recommendations walk published items newest first and stop at the
     * page (modules/content/reader-lists.ts), instead of sorting every match.
     */
    index('content_items_published_idx')
      .on(t.kind, t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.state} = 'published'`),
    index('content_items_organization_idx').on(t.organizationId, t.kind, t.state),
    // One per language, as the search asks (`language = 'en' and search @@ english query`).
    // Without fastupdate: a new item goes into the index at once, instead of into a pending list
    // that every search scans whole until a vacuum (40 ms → 2 ms per search after 10,000 inserts).
    index('content_items_search_en_idx')
      .using('gin', t.search)
      .with({ fastupdate: 'off' })
      .where(sql`${t.language} = 'en'`),
    index('content_items_search_fr_idx')
      .using('gin', t.search)
      .with({ fastupdate: 'off' })
      .where(sql`${t.language} = 'fr'`),
    index('content_items_translation_idx').on(t.translationId),
    index('content_items_purge_idx').on(t.restorableUntil).where(sql`${t.state} = 'deleted'`),
    check(
      'content_items_kind_fields',
      sql`(${t.kind} = 'article' and ${t.title} is not null and ${t.summary} is not null and ${t.readingMinutes} is not null and ${t.difficulty} is null)
        or (${t.kind} = 'tip' and ${t.title} is null and ${t.difficulty} is not null and char_length(${t.body}) <= 280)`,
    ),
    check(
      'content_items_deleted_restorable',
      sql`(${t.state} = 'deleted') = (${t.restorableUntil} is not null)`,
    ),
  ],
);

/** An article's topics (several), a tip's topic (one). */
export const contentTopics = pgTable(
  'content_topics',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    topicId: bigint('topic_id', { mode: 'number' })
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.topicId] }), index('content_topics_topic_idx').on(t.topicId)],
);

export const topicFollows = pgTable(
  'topic_follows',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: bigint('topic_id', { mode: 'number' })
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('topic_follows_unique').on(t.userId, t.topicId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_unique').on(t.userId, t.itemId), index('bookmarks_item_idx').on(t.itemId)],
);

/** One per member and item; the item's average and count are computed from these when read. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_unique').on(t.userId, t.itemId),
    index('reviews_item_idx').on(t.itemId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * One row whose `value` moves by one with every statement that changes `content_items` or
 * `content_topics` (a trigger, migration 0014, so the purge job, an organization's deletion and
 * a script's direct insert move it too). Per-instance caches of what is computed from all the
 * content (lists' totals, recommendation candidates) are keyed by it: every instance sees a
 * write the moment it is committed.
 */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: smallint('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_revision_single_row', sql`${t.id} = 1`)],
);
