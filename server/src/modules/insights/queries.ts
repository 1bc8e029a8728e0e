import type { LogKind } from '@evenkeel/common';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statement } from '../checkups/statements';
import { LOG_TABLES } from '../logs/service';

export type InsightLog = {
  kind: LogKind;
  slug: string;
  date: string;
  titleKey: string | null;
  title: string | null;
  impact: number;
  note: string | null;
};

function selectKind(db: Db, kind: LogKind) {
  const table = LOG_TABLES[kind];
  return db
    .select({
      kind: sql<LogKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
      slug: table.slug,
      date: table.date,
      titleKey: table.titleKey,
      title: table.title,
      impact: table.impact,
      note: table.note,
    })
    .from(table)
    .where(and(eq(table.userId, sql.placeholder('userId')), gte(table.date, sql.placeholder('from'))));
}

/** The three kinds in one statement (`union all`), each read through its (user_id, date) index. */
function buildLogs(db: Db) {
  return selectKind(db, 'life_event')
    .unionAll(selectKind(db, 'ailment'))
    .unionAll(selectKind(db, 'activity'))
    .orderBy(sql`date`, sql`kind`)
    .prepare('insights_logs');
}

/** A member's logs of every kind dated `from` or later, oldest first. */
export async function logsSince(db: Db, userId: number, from: string): Promise<InsightLog[]> {
  return (await statement(db, 'insights_logs', buildLogs).execute({ userId, from })) as InsightLog[];
}
