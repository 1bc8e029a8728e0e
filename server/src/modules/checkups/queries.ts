import type { PreviousResults } from '@evenkeel/common';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { checkups } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';

export type CheckupRow = typeof checkups.$inferSelect;

/** A check-up with the member's check-up before it (by week), for its change (decision 0027). */
export type CheckupWithPrevious = CheckupRow & { previous: PreviousResults | null };

/** The previous check-up's results as the database writes them: [week_start, score, anxiety, depression]. */
export type PreviousTuple = [string, number, number, number] | null;

export function previousFrom(tuple: PreviousTuple): PreviousResults | null {
  if (!tuple) return null;
  const [weekStart, score, phq4Anxiety, phq4Depression] = tuple;
  return { weekStart, score, phq4Anxiety, phq4Depression };
}

/**
 * Each row's previous check-up in the same statement: `lag()` over the member's check-ups by
 * week (the window is computed before the page's limit, so a page's oldest row has its own).
 */
const previousByLag = () => {
  const over = sql`over (order by ${checkups.weekStart})`;
  return sql<PreviousTuple>`case when lag(${checkups.id}) ${over} is null then null else json_build_array(
    to_char(lag(${checkups.weekStart}) ${over}, 'YYYY-MM-DD'), lag(${checkups.score}) ${over},
    lag(${checkups.phq4Anxiety}) ${over}, lag(${checkups.phq4Depression}) ${over}) end`;
};

function buildHistory(db: Db) {
  return withCompiledRows(
    db
      .select({ checkup: checkups, total: windowTotal(), previous: previousByLag() })
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
  return {
    rows: rows.map((row): CheckupWithPrevious => ({ ...row.checkup, previous: previousFrom(row.previous) })),
    total,
  };
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

function buildPrevious(db: Db) {
  return withCompiledRows(
    db
      .select({
        weekStart: checkups.weekStart,
        score: checkups.score,
        phq4Anxiety: checkups.phq4Anxiety,
        phq4Depression: checkups.phq4Depression,
      })
      .from(checkups)
      .where(
        and(
          eq(checkups.userId, sql.placeholder('userId')),
          lt(checkups.weekStart, sql.placeholder('weekStart')),
        ),
      )
      .orderBy(desc(checkups.weekStart))
      .limit(1)
      .prepare('checkups_previous'),
  );
}

/** A check-up just written, with the member's check-up before it (one indexed read). */
export async function withPrevious(db: Db, row: CheckupRow): Promise<CheckupWithPrevious> {
  const [previous] = await statement(db, 'checkups_previous', buildPrevious).execute({
    userId: row.userId,
    weekStart: row.weekStart,
  });
  return { ...row, previous: previous ?? null };
}
