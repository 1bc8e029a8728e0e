import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Card, type CardLog, insightCards, type WeekScore } from './cards';

/**
 * The member's insight cards from their whole history: every weekly score and every log, read
 * in one round trip (a few thousand rows after years of use; the cards need all of them).
 */
export async function loadInsightCards(db: Db, userId: number): Promise<{ cards: Card[]; weeks: number }> {
  const part = (table: string, kind: string) =>
    sql`select ${kind}::text as kind, title_key, title, impact, to_char(date, 'YYYY-MM-DD') as date
      from ${sql.identifier(table)} where user_id = ${userId}`;
  const result = (await db.execute(sql`
    select null as kind, null as title_key, null as title, score as impact,
      to_char(week_start, 'YYYY-MM-DD') as date
    from checkups where user_id = ${userId}
    union all ${part('life_events', 'life_event')}
    union all ${part('ailments', 'ailment')}
    union all ${part('activities', 'activity')}
  `)) as unknown as {
    rows: {
      kind: CardLog['kind'] | null;
      title_key: string | null;
      title: string | null;
      impact: number;
      date: string;
    }[];
  };
  const scores: WeekScore[] = [];
  const logs: CardLog[] = [];
  for (const row of result.rows) {
    if (row.kind === null) scores.push({ weekStart: row.date, score: Number(row.impact) });
    else
      logs.push({
        kind: row.kind,
        titleKey: row.title_key,
        title: row.title,
        impact: Number(row.impact),
        date: row.date,
      });
  }
  return { cards: insightCards(scores, logs), weeks: scores.length };
}
