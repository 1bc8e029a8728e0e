import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { contentItems } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { conditions, type ListFilters, rank } from './list-filters';
import { findItemsById, type ItemRecord } from './queries';
import { readerPage, readerSearch } from './reader-lists';

// A page of articles or tips: readers' lists (reader-lists.ts), or a manager's, short enough to
// sort whole.

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
