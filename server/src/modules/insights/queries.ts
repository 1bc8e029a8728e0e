import type { Band, LogKind } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { statement } from '../checkups/statements';

export type InsightLog = {
  kind: LogKind;
  slug: string;
  date: string;
  titleKey: string | null;
  title: string | null;
  impact: number;
  note: string | null;
};

export type ScorePoint = { weekStart: string; score: number; band: Band; completedAt: string };

type Rows = {
  scores: [string, number, Band, string][];
  logs: [LogKind, string, string, string | null, string | null, number, string | null][];
};

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function logsOf(table: string, kind: LogKind) {
  return sql.raw(`select '${kind}' as kind, slug, date, title_key, title, impact, note
    from ${table} where user_id = "users"."id" and date >= `);
}

/**
 * The weekly points and the logs of every kind since `from`, in one prepared statement: the
 * database builds two JSON arrays (tuples, oldest first), so the server parses two values
 * instead of mapping hundreds of rows. Each part reads through its (user_id, …) index.
 */
function buildPeriod(db: Db) {
  const from = sql.placeholder('from');
  return db
    .select({
      scores: sql<Rows['scores']>`coalesce((
        select json_agg(json_build_array(c.week_start, c.score, c.band, ${iso('c.completed_at')}) order by c.week_start)
        from checkups c where c.user_id = "users"."id" and c.week_start >= ${from}::date), '[]'::json)`,
      logs: sql<Rows['logs']>`coalesce((
        select json_agg(json_build_array(l.kind, l.slug, l.date, l.title_key, l.title, l.impact, l.note)
          order by l.date, l.kind)
        from (
          ${logsOf('life_events', 'life_event')}${from}::date
          union all ${logsOf('ailments', 'ailment')}${from}::date
          union all ${logsOf('activities', 'activity')}${from}::date
        ) l), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('insights_period');
}

/** A member's weekly scores and logs dated `from` (yyyy-mm-dd) or later, oldest first. */
export async function periodOf(
  db: Db,
  userId: number,
  from: string,
): Promise<{ scores: ScorePoint[]; logs: InsightLog[] }> {
  const [row] = await statement(db, 'insights_period', buildPeriod).execute({ userId, from });
  return {
    scores: (row?.scores ?? []).map(([weekStart, score, band, completedAt]) => ({
      weekStart,
      score,
      band,
      completedAt,
    })),
    logs: (row?.logs ?? []).map(([kind, slug, date, titleKey, title, impact, note]) => ({
      kind,
      slug,
      date,
      titleKey,
      title,
      impact,
      note,
    })),
  };
}
