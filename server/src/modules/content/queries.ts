import type { ContentState } from '@evenkeel/common';
import type { Placeholder } from 'drizzle-orm';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type ContentItemRow, contentItems, organizations } from '../../db/schema';
import { statement } from '../../db/statements';
import type { ContentRef } from '../../policies';

// Articles and tips read as records (one by slug, or a page's by id), with what their presenter
// and policy need; the lists that find a page are in lists.ts.

export type ContentKind = 'article' | 'tip';

export type OwnerRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  logoImageUrl: string | null;
  state: 'enabled' | 'disabled' | 'default' | 'subscribable';
};

/**
 * An item's columns but its search vector: the vector is as large as the text, and nothing but
 * the database's search reads it (fetching it cost the lists more than the rest of their rows).
 */
export type ItemColumns = Omit<ContentItemRow, 'search' | 'searchHead'>;
const { search: _searchVector, searchHead: _searchHead, ...itemColumns } = getTableColumns(contentItems);

/** An article or tip with what its presenter and policy need, loaded in one query. */
export type ItemRecord = {
  item: ItemColumns;
  organization: OwnerRow | null;
  /** Topic keys, in the topics' order. */
  topicSlugs: string[];
  translation: { id: number; slug: string; state: ContentState; language: string } | null;
  reviewCount: number;
  /** Raw average of the ratings (the presenter hides it below the threshold). */
  ratingAverage: number | null;
  /** The current user's bookmark and review of it. */
  bookmarkSlug: string | null;
  reviewSlug: string | null;
};

const translations = alias(contentItems, 'translation');

/** The policy's view of a loaded item. */
export const contentRef = (record: Pick<ItemRecord, 'item' | 'organization'>): ContentRef => ({
  organizationId: record.item.organizationId,
  organizationState: record.organization?.state ?? null,
  state: record.item.state,
  restorableUntil: record.item.restorableUntil,
});

/** The translation's policy view: it always has its item's owner (service.ts keeps it so). */
export const translationRef = (record: ItemRecord): ContentRef | null =>
  record.translation
    ? {
        ...contentRef(record),
        state: record.translation.state,
        restorableUntil: record.translation.state === 'deleted' ? new Date(0) : null,
      }
    : null;

/** Without the body (a list asked with `fields[articles]` leaving it out): ~2.6 kB less per article. */
const itemColumnsWithoutBody = { ...itemColumns, body: sql<string>`''`.as('body') };

function selection(userId: number | Placeholder, withBody = true) {
  return {
    item: withBody ? itemColumns : itemColumnsWithoutBody,
    organization: {
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      description: organizations.description,
      logoImageUrl: organizations.logoImageUrl,
      state: organizations.state,
    },
    translationId: translations.id,
    translationSlug: translations.slug,
    translationState: translations.state,
    translationLanguage: translations.language,
    topicSlugs: sql<
      string[] | null
    >`(select array_agg(t.slug order by t.position) from content_topics ct join topics t on t.id = ct.topic_id where ct.item_id = ${contentItems.id})`,
    reviewCount: sql<number>`(select count(*) from reviews r where r.item_id = ${contentItems.id})`.mapWith(
      Number,
    ),
    ratingAverage: sql<
      string | null
    >`(select avg(r.rating) from reviews r where r.item_id = ${contentItems.id})`,
    bookmarkSlug: sql<
      string | null
    >`(select b.slug from bookmarks b where b.item_id = ${contentItems.id} and b.user_id = ${userId})`,
    reviewSlug: sql<
      string | null
    >`(select r.slug from reviews r where r.item_id = ${contentItems.id} and r.user_id = ${userId})`,
  };
}

export type SelectedRow = {
  item: ItemColumns;
  organization: OwnerRow | null;
  translationId: number | null;
  translationSlug: string | null;
  translationState: ContentState | null;
  translationLanguage: string | null;
  topicSlugs: string[] | null;
  reviewCount: number;
  ratingAverage: string | null;
  bookmarkSlug: string | null;
  reviewSlug: string | null;
};

export function toRecord(row: SelectedRow): ItemRecord {
  return {
    item: row.item,
    organization: row.organization?.id ? row.organization : null,
    topicSlugs: row.topicSlugs ?? [],
    translation:
      row.translationId !== null && row.translationSlug && row.translationState && row.translationLanguage
        ? {
            id: row.translationId,
            slug: row.translationSlug,
            state: row.translationState,
            language: row.translationLanguage,
          }
        : null,
    reviewCount: row.reviewCount,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    bookmarkSlug: row.bookmarkSlug,
    reviewSlug: row.reviewSlug,
  };
}

function base(db: Db, userId: number | Placeholder, withBody = true) {
  return db
    .select(selection(userId, withBody))
    .from(contentItems)
    .leftJoin(organizations, eq(organizations.id, contentItems.organizationId))
    .leftJoin(translations, eq(translations.id, contentItems.translationId));
}

/** The same rows with some of a page's own columns (its order, its total, the revision it saw). */
export function baseWith<T extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  userId: number | Placeholder,
  withBody: boolean,
  extra: T,
) {
  return db
    .select({ ...selection(userId, withBody), ...extra })
    .from(contentItems)
    .leftJoin(organizations, eq(organizations.id, contentItems.organizationId))
    .leftJoin(translations, eq(translations.id, contentItems.translationId));
}

/** One article or tip by its slug, whatever its state (the policy decides who sees it). */
export async function findItem(
  db: Db,
  kind: ContentKind,
  slug: string,
  userId: number,
): Promise<ItemRecord | undefined> {
  const [row] = await base(db, userId)
    .where(and(eq(contentItems.slug, slug), eq(contentItems.kind, kind)))
    .limit(1);
  return row ? toRecord(row as SelectedRow) : undefined;
}

/**
 * Items by internal id (a list's page, the translations an `include` names), in any order. One
 * prepared statement per shape (planned once per connection): every list runs it.
 */
export async function findItemsById(
  db: Db,
  ids: number[],
  userId: number,
  options: { withBody?: boolean } = {},
): Promise<ItemRecord[]> {
  if (ids.length === 0) return [];
  const withBody = options.withBody ?? true;
  const name = withBody ? 'content_items_by_id' : 'content_items_by_id_without_body';
  const rows = await statement(db, name, (d) =>
    base(d, sql.placeholder('userId'), withBody)
      .where(sql`${contentItems.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare(name),
  ).execute({ ids, userId });
  return rows.map((row) => toRecord(row as SelectedRow));
}
