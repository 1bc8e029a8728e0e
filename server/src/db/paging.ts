import { sql } from 'drizzle-orm';
import type { Page } from '../http/jsonapi';

/**
 * A list's total in the same query as its page (`count(*) over ()`): one round trip and one
 * connection instead of two. Select it as `total`.
 */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The total from the page's rows; past the last page no row carries it, so count apart. */
export async function totalOf(
  rows: { total: number }[],
  page: Page,
  count: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return page.offset === 0 ? 0 : count();
}

/** One page of a short list read whole (a benefit group's few coverages, a member's documents). */
export const pageOf = <T>(rows: T[], page: Page): T[] => rows.slice(page.offset, page.offset + page.size);
