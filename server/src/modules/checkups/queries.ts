import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { checkups } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';

export type CheckupRow = typeof checkups.$inferSelect;

function buildHistory(db: Db) {
  return withCompiledRows(
    db
      .select({ checkup: checkups, total: windowTotal() })
      .from(checkups)
      .where(eq(checkups.userId, sql.placeholder('userId')))
      .orderBy(desc(checkups.weekStart))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('checkups_history'),
  );
}

/** A member's check-ups, newest first, with the total in the same query. */
export async function listCheckups(db: Db, userId: number, page: Page) {
  const rows = await statement(db, 'checkups_history', buildHistory).execute({
    userId,
    limit: page.size,
    offset: page.offset,
  });
  const total = await totalOf(rows, page, async () => {
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(checkups)
      .where(eq(checkups.userId, userId));
    return row?.value ?? 0;
  });
  return { rows: rows.map((row) => row.checkup), total };
}

function buildThisWeek(db: Db) {
  return withCompiledRows(
    db
      .select({ slug: checkups.slug })
      .from(checkups)
      .where(
        and(
          eq(checkups.userId, sql.placeholder('userId')),
          eq(checkups.weekStart, sql.placeholder('weekStart')),
        ),
      )
      .limit(1)
      .prepare('checkups_this_week'),
  );
}

/** The slug of the member's check-up of the week starting `weekStart`, or null. */
export async function checkupOfWeek(db: Db, userId: number, weekStart: string): Promise<string | null> {
  const [row] = await statement(db, 'checkups_this_week', buildThisWeek).execute({ userId, weekStart });
  return row?.slug ?? null;
}
