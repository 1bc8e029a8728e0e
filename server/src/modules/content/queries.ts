import type { ContentState, Locale, TipDifficulty } from '@evenkeel/common';
import type { Placeholder } from 'drizzle-orm';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { type ContentItemRow, contentItems, organizations } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';
import type { ContentRef } from '../../policies';
import { contentRevisionColumn, revisionCache } from './revision';

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

type SelectedRow = {
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

function toRecord(row: SelectedRow): ItemRecord {
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
function baseWith<T extends Record<string, SQL.Aliased | SQL>>(
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

export type ListFilters = {
  kind: ContentKind;
  userId: number;
  locale: Locale;
  topic?: string;
  q?: string;
  /** A slug, or `platform` for the platform's content. */
  organization?: string;
  bookmarked?: boolean;
  difficulty?: TipDifficulty;
  /** False when the request's sparse fieldset leaves the body out: it is not read then. */
  withBody?: boolean;
} & (
  | { view: 'reader'; readableOrganizationIds: number[] }
  | { view: 'manager'; states: ContentState[]; platform: boolean; managedOrganizationIds: number[] }
);

/**
 * Each language's query as a sub-select: PostgreSQL computes it once per execution (an init
 * plan), also in a prepared statement's generic plan, where `websearch_to_tsquery('english', $1)`
 * inline would be parsed again for every row it is compared with.
 */
const tsquery = (config: 'english' | 'french', q: unknown) =>
  sql`(select websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q}))`;

const search = (q: unknown) =>
  sql`((${contentItems.language} = 'en' and ${contentItems.search} @@ ${tsquery('english', q)}) or (${contentItems.language} = 'fr' and ${contentItems.search} @@ ${tsquery('french', q)}))`;
/**
 * Best match first by the title and summary (`search_head`, small and stored in the row), against
 * the item's own language's query.
 */
const rank = (q: unknown) =>
  sql`ts_rank(${contentItems.searchHead}, case when ${contentItems.language} = 'fr' then ${tsquery('french', q)} else ${tsquery('english', q)} end)`;

/**
 * How a list query takes its values: inline (a query built per request), or as named placeholders
 * of a prepared statement, the values kept aside for `execute`.
 */
type Binder = {
  value(name: string, value: unknown): unknown;
  /** `column in (ids)`: a list inline, one array parameter when prepared. */
  ids(name: string, column: typeof contentItems.organizationId, ids: number[]): SQL;
};

const inline: Binder = {
  value: (_name, value) => value,
  ids: (_name, column, ids) => (ids.length ? inArray(column, ids) : sql`false`),
};

function placeholders(values: Record<string, unknown>): Binder {
  return {
    value(name, value) {
      values[name] = value;
      return sql.placeholder(name);
    },
    ids(name, column, ids) {
      values[name] = ids;
      return sql`${column} = any(${sql.placeholder(name)}::bigint[])`;
    },
  };
}

/**
 * Every filter as a condition on the item's own row (subqueries, no join), so that PostgreSQL
 * can walk `content_items_published_idx` newest first and stop at the page.
 */
function conditions(filters: ListFilters, bind: Binder = inline): SQL[] {
  const where: SQL[] = [sql`${contentItems.kind} = ${bind.value('kind', filters.kind)}`];
  if (filters.view === 'reader') {
    // A literal, not a value: a prepared statement's generic plan may then use the partial index
    // `content_items_published_idx` (where state = 'published'), which a placeholder cannot prove.
    where.push(sql`${contentItems.state} = 'published'`);
    where.push(
      or(
        isNull(contentItems.organizationId),
        bind.ids('organizations', contentItems.organizationId, filters.readableOrganizationIds),
      ) as SQL,
    );
    // The reader's language first: the other language only where no translation is published.
    // A scalar sub-select, looked up by key for the rows the walk reaches: as `not exists` it was
    // planned as a hash of every published item, built whole (10,000 rows) at its first use.
    where.push(
      sql`(${contentItems.language} = ${bind.value('locale', filters.locale)} or ${contentItems.translationId} is null or (select tr.state from content_items tr where tr.id = ${contentItems.translationId}) is distinct from 'published')`,
    );
  } else {
    where.push(inArray(contentItems.state, filters.states));
    const owners = [bind.ids('organizations', contentItems.organizationId, filters.managedOrganizationIds)];
    if (filters.platform) owners.push(isNull(contentItems.organizationId));
    where.push(or(...owners) as SQL);
  }
  if (filters.topic !== undefined) {
    where.push(
      sql`exists (select 1 from content_topics ct join topics t on t.id = ct.topic_id where ct.item_id = ${contentItems.id} and t.slug = ${bind.value('topic', filters.topic)})`,
    );
  }
  if (filters.q !== undefined) where.push(search(bind.value('q', filters.q)));
  if (filters.organization === 'platform') where.push(isNull(contentItems.organizationId));
  else if (filters.organization !== undefined)
    where.push(
      sql`${contentItems.organizationId} = (select o.id from organizations o where o.slug = ${bind.value('organization', filters.organization)})`,
    );
  if (filters.bookmarked) {
    where.push(
      sql`exists (select 1 from bookmarks b where b.item_id = ${contentItems.id} and b.user_id = ${bind.value('userId', filters.userId)})`,
    );
  }
  if (filters.difficulty !== undefined)
    where.push(sql`${contentItems.difficulty} = ${bind.value('difficulty', filters.difficulty)}`);
  return where;
}

/** Items about a topic the member follows (readers, no search: they come first). */
const followed = (userId: unknown) =>
  sql`exists (select 1 from content_topics ct join topic_follows f on f.topic_id = ct.topic_id where ct.item_id = ${contentItems.id} and f.user_id = ${userId})`;

/** The page's rows in full, in the page's order. */
async function fullRecords(db: Db, ids: number[], filters: ListFilters): Promise<ItemRecord[]> {
  const found = await findItemsById(db, ids, filters.userId, { withBody: filters.withBody });
  const byId = new Map(found.map((record) => [record.item.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the list, with its total. Readers take one prepared statement that finds the page and
 * reads its rows in full (`readerPage`, `readerSearch`); managers' lists are short: first the
 * page's ids in order, then those rows.
 */
export async function listItems(
  db: Db,
  filters: ListFilters,
  page: Page,
): Promise<{ records: ItemRecord[]; total: number }> {
  if (filters.view === 'reader')
    return filters.q === undefined ? readerPage(db, filters, page) : readerSearch(db, filters, page);
  const where = and(...conditions(filters));
  const order: SQL[] =
    filters.q !== undefined
      ? [desc(rank(filters.q)), desc(contentItems.publishedAt)]
      : [desc(contentItems.updatedAt)];
  const ranked = await db
    .select({ id: contentItems.id, total: windowTotal() })
    .from(contentItems)
    .where(where)
    .orderBy(...order, asc(contentItems.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(ranked, page, async () => {
    const [row] = await db.select({ value: count() }).from(contentItems).where(where);
    return row?.value ?? 0;
  });
  return {
    records: await fullRecords(
      db,
      ranked.map((row) => row.id),
      filters,
    ),
    total,
  };
}

type ReaderFilters = ListFilters & { view: 'reader' };

/** What a reader's total depends on: everything but the member (bookmarks are theirs: not cached). */
const totalKey = (filters: ReaderFilters) =>
  JSON.stringify([
    filters.kind,
    filters.locale,
    filters.topic ?? null,
    filters.organization ?? null,
    filters.difficulty ?? null,
    [...filters.readableOrganizationIds].sort((a, b) => a - b),
  ]);

/**
 * Which filters a reader's list uses: one prepared statement per shape, the values as
 * placeholders. With the body or without it (a card's fieldset), the page's rows differ too.
 */
function readerShape(filters: ReaderFilters, ...more: (string | false)[]): string {
  return [
    filters.topic !== undefined && 'topic',
    filters.organization === 'platform' ? 'platform' : filters.organization !== undefined && 'organization',
    filters.bookmarked && 'bookmarked',
    filters.difficulty !== undefined && 'difficulty',
    filters.withBody === false && 'cards',
    ...more,
  ]
    .filter(Boolean)
    .join('_');
}

/**
 * How far a walk may read, as a constant of the statement: 32, 64, 128… (never below offset +
 * size). With `limit $1` PostgreSQL's generic plan assumes a tenth of the table is read, finds it
 * dearer than a plan made for the values, and plans every execution anew (~0.5–1 ms each); with a
 * constant the generic plan is as cheap and is kept, planned once per connection.
 */
const walkLimit = (reach: number) => 2 ** Math.max(5, Math.ceil(Math.log2(Math.max(reach, 1))));

/**
 * A reader's page, followed topics first, then newest first: two walks of
 * `content_items_published_idx` (items about a followed topic, then the others), each stopping
 * after offset + size matches, instead of sorting and counting every readable item (18 ms of
 * PostgreSQL at 10,000 articles, whatever the page), and the page's rows in full, in one
 * statement. The total is counted once per content revision and list shape (`revision.ts`); the
 * page query reads the revision it saw.
 */
async function readerPage(
  db: Db,
  filters: ReaderFilters,
  page: Page,
): Promise<{ records: ItemRecord[]; total: number }> {
  const values: Record<string, unknown> = {};
  const bind = placeholders(values);
  const where = conditions(filters, bind);
  const userId = bind.value('userId', filters.userId);
  const reach = walkLimit(page.offset + page.size);
  const walk = (d: Db, segment: 0 | 1) =>
    d
      .select({
        id: sql<number>`${contentItems.id}`.as('page_id'),
        segment: sql<number>`${sql.raw(String(segment))}`.as('segment'),
        publishedAt: sql<Date>`${contentItems.publishedAt}`.as('page_published_at'),
        revision: contentRevisionColumn().as('revision'),
      })
      .from(contentItems)
      .where(and(...where, segment === 0 ? followed(userId) : not(followed(userId))))
      .orderBy(desc(contentItems.publishedAt), asc(contentItems.id))
      .limit(sql.raw(String(reach)) as never);
  const name = ['content_reader_page', readerShape(filters, `reach${reach}`)].filter(Boolean).join('_');
  const rows = await statement(db, name, (d) => {
    const pageRows = unionAll(walk(d, 0), walk(d, 1))
      .orderBy(sql`segment`, sql`page_published_at desc`, sql`page_id`)
      .limit(sql.placeholder('size') as never)
      .offset(sql.placeholder('offset') as never)
      .as('page');
    return baseWith(d, userId as Placeholder, filters.withBody ?? true, { revision: pageRows.revision })
      .innerJoin(pageRows, eq(pageRows.id, contentItems.id))
      .orderBy(pageRows.segment, desc(pageRows.publishedAt), asc(pageRows.id))
      .prepare(name);
  }).execute({ ...values, size: page.size, offset: page.offset });
  const totals = revisionCache<{ total: number }>(db, 'content_list_totals');
  const key = totalKey(filters);
  const seen = rows[0] === undefined ? undefined : Number(rows[0].revision);
  let total = filters.bookmarked || seen === undefined ? undefined : totals.get(seen, key)?.total;
  if (total === undefined) {
    if (rows.length === 0 && page.offset === 0) total = 0;
    else {
      const [row] = await db
        .select({ value: count(), revision: contentRevisionColumn() })
        .from(contentItems)
        .where(and(...conditions(filters)));
      total = row?.value ?? 0;
      if (row && !filters.bookmarked) totals.set(row.revision, key, { total });
    }
  }
  return { records: rows.map((row) => toRecord(row as SelectedRow)), total };
}

/**
 * A reader's search, best match first (`rank`), with its total (every match counted in the same
 * pass: the GIN indexes find them) and the page's rows in full: one prepared statement per
 * filter shape and page depth, planned once per connection.
 */
async function readerSearch(
  db: Db,
  filters: ReaderFilters,
  page: Page,
): Promise<{ records: ItemRecord[]; total: number }> {
  const values: Record<string, unknown> = {};
  const bind = placeholders(values);
  const where = conditions(filters, bind);
  const userId = bind.value('userId', filters.userId);
  const q = bind.value('q', filters.q);
  const reach = walkLimit(page.offset + page.size);
  const name = ['content_reader_search', readerShape(filters, `reach${reach}`)].join('_');
  const rows = await statement(db, name, (d) => {
    const ranked = d
      .select({
        id: sql<number>`${contentItems.id}`.as('page_id'),
        rank: sql<number>`${rank(q)}`.as('page_rank'),
        publishedAt: sql<Date>`${contentItems.publishedAt}`.as('page_published_at'),
        total: sql<number>`count(*) over ()`.as('page_total'),
      })
      .from(contentItems)
      .where(and(...where))
      .orderBy(sql`page_rank desc`, sql`page_published_at desc`, sql`page_id`)
      .limit(sql.raw(String(reach)) as never)
      .as('ranked');
    // The page out of the first `reach` matches, in their order (offset and size as values).
    const pageRows = d
      .select({ id: ranked.id, rank: ranked.rank, publishedAt: ranked.publishedAt, total: ranked.total })
      .from(ranked)
      .orderBy(sql`page_rank desc`, sql`page_published_at desc`, sql`page_id`)
      .limit(sql.placeholder('size') as never)
      .offset(sql.placeholder('offset') as never)
      .as('page');
    return baseWith(d, userId as Placeholder, filters.withBody ?? true, { total: pageRows.total })
      .innerJoin(pageRows, eq(pageRows.id, contentItems.id))
      .orderBy(desc(pageRows.rank), desc(pageRows.publishedAt), asc(pageRows.id))
      .prepare(name);
  }).execute({ ...values, size: page.size, offset: page.offset });
  const total = await totalOf(
    rows.map((row) => ({ total: Number(row.total) })),
    page,
    async () => {
      const [row] = await db
        .select({ value: count() })
        .from(contentItems)
        .where(and(...conditions(filters)));
      return row?.value ?? 0;
    },
  );
  return { records: rows.map((row) => toRecord(row as SelectedRow)), total };
}
