import type { Placeholder } from 'drizzle-orm';
import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalOf } from '../../db/paging';
import { contentItems } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';
import { conditions, type ListFilters, placeholders, rank } from './list-filters';
import { baseWith, type ItemRecord, type SelectedRow, toRecord } from './queries';
import { contentRevisionColumn, revisionCache } from './revision';

// Readers' lists, the most asked for: one prepared statement per shape finds the page and reads
// its rows in full, walking an index instead of sorting every readable item.

/** Items about a topic the member follows (readers, no search: they come first). */
const followed = (userId: unknown) =>
  sql`exists (select 1 from content_topics ct join topic_follows f on f.topic_id = ct.topic_id where ct.item_id = ${contentItems.id} and f.user_id = ${userId})`;

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
export async function readerPage(
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
export async function readerSearch(
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
