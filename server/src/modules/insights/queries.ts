import type { LogKind } from '@evenkeel/common';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type FoundSession,
  type SessionLookup,
  sessionConditions,
  sessionSelection,
} from '../../auth/sessions';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { checkups, sessions, users } from '../../db/schema';
import { statement } from '../../db/statements';
import { type CheckupRow, type CheckupWithPrevious, type PreviousTuple, previousFrom } from '../checkups';

/** A log of the last days, for the impact trend. */
export type RecentLog = { kind: LogKind; date: string; impact: number };

/**
 * The period's weekly points and logs as the JSON text of the insights document's `scores` and
 * `logs` attributes, exactly as the presenter would have written them (insights.test.ts compares
 * them), the logs of the trend's days, and the member's latest check-up (any date), or null.
 */
export type Period = {
  scoresJson: string;
  logsJson: string;
  recent: RecentLog[];
  latest: CheckupWithPrevious | null;
};

/** Log titles of the catalogue in the reader's language: `{ kind: { title_key: label } }`. */
export type TitleLabels = Record<LogKind, Record<string, string>>;

/** The three kinds of logs since `from`, as one relation `l` (each part through its (user_id, date) index). */
function logsSince(from: ReturnType<typeof sql.placeholder>) {
  const part = (table: string, kind: LogKind) =>
    sql`select ${sql.raw(`'${kind}'`)} as kind, slug, date, title_key, title, impact, note
      from ${sql.raw(table)} where user_id = "users"."id" and date >= ${from}::date`;
  return sql`(${part('life_events', 'life_event')}
    union all ${part('ailments', 'ailment')}
    union all ${part('activities', 'activity')}) l`;
}

/**
 * The columns of everything the document holds, beside the member's row (`"users"`). The database
 * writes the two long arrays as JSON text (an object per point and per log, keys in the
 * presenter's order; strings through `to_json`, which escapes as JSON.stringify does): the
 * server splices them into the document instead of parsing hundreds of tuples into objects and
 * serializing them again. A log's title is its catalogue label in the reader's language
 * (`labels`), else its free title; its private note only for the author (`notes`), and only when
 * there is one (an absent `note` is no note: a third of a five-year document's logs carried
 * `"note":null`, 4 kB). Dates and numbers need no escaping. The member's latest check-up is joined to their row (`latestJoin`),
 * found through `checkups_user_week_unique` (user_id, week_start).
 *
 * With `unlessVersion`, each is null when the member's results version is that one: the
 * document kept for that version is still the member's, and the database builds nothing.
 */
function periodColumns(unlessVersion?: SQL) {
  const unless = <T>(value: SQL<T>): SQL<T> =>
    unlessVersion === undefined
      ? value
      : sql<T>`(case when "users"."results_version" = ${unlessVersion} then null else ${value} end)`;
  const from = sql.placeholder('from');
  const logTitle = sql`case when l.title_key is null or l.title_key = '' then coalesce(l.title, '')
    else coalesce(${sql.placeholder('labels')}::jsonb -> l.kind ->> l.title_key, l.kind || '_titles.' || l.title_key) end`;
  return {
    scoresJson: unless(sql<string>`coalesce((
        select '[' || string_agg('{"week_start":"' || to_char(c.week_start, 'YYYY-MM-DD')
          || '","score":' || c.score || ',"band":"' || c.band || '"}', ',' order by c.week_start) || ']'
        from checkups c where c.user_id = "users"."id" and c.week_start >= ${from}::date), '[]')`),
    logsJson: unless(sql<string>`coalesce((
        select '[' || string_agg('{"kind":"' || l.kind || '","id":' || to_json(l.slug)::text
          || ',"date":"' || to_char(l.date, 'YYYY-MM-DD') || '","title":' || to_json(${logTitle})::text
          || ',"impact":' || l.impact
          || case when ${sql.placeholder('notes')}::boolean and l.note is not null
               then ',"note":' || to_json(l.note)::text else '' end
          || '}', ',' order by l.date, l.kind) || ']'
        from ${logsSince(from)}), '[]')`),
    recent: unless(sql<[LogKind, string, number][] | null>`(
        select json_agg(json_build_array(l.kind, l.date, l.impact))
        from ${logsSince(sql.placeholder('recentFrom'))})`),
    latest: checkups,
    // The latest check-up's previous one, for its change (decision 0027): null without the join.
    previous: sql<PreviousTuple>`(select json_build_array(to_char(p.week_start, 'YYYY-MM-DD'), p.score,
        p.phq4_anxiety, p.phq4_depression) from checkups p
      where p.user_id = ${checkups.userId} and p.week_start < ${checkups.weekStart}
      order by p.week_start desc limit 1)`,
  };
}

function latestJoin(unlessVersion?: SQL) {
  const latestId = sql`(select c.id from checkups c where c.user_id = "users"."id" order by c.week_start desc limit 1)`;
  return eq(
    checkups.id,
    unlessVersion === undefined
      ? latestId
      : sql`(case when "users"."results_version" = ${unlessVersion} then null else ${latestId} end)`,
  );
}

/**
 * One prepared statement, so one round trip for everything the document holds (a round trip
 * costs the server a socket write and a reply to parse: about 0.1 ms of CPU on the bench's
 * machine, a tenth of the cold path's budget).
 */
function buildPeriod(db: Db) {
  return withCompiledRows(
    db
      .select(periodColumns())
      .from(users)
      .leftJoin(checkups, latestJoin())
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('insights_period'),
  );
}

/**
 * The session lookup (auth/sessions.ts: the same fields, the same conditions) and, unless the
 * member's results version is `keptVersion`, the period beside it: a signed-in member's read
 * after a write costs one round trip instead of two (routes.ts, `readSession`).
 */
function buildSessionPeriod(db: Db) {
  const keptVersion = sql`${sql.placeholder('keptVersion')}::integer`;
  return withCompiledRows(
    db
      .select({ ...sessionSelection, ...periodColumns(keptVersion) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(checkups, latestJoin(keptVersion))
      .where(sessionConditions())
      .limit(1)
      .prepare('insights_session_period'),
  );
}

export type PeriodOptions = { from: string; recentFrom: string; labels: string; notes: boolean };

type PeriodColumns = {
  scoresJson: string | null;
  logsJson: string | null;
  recent: [LogKind, string, number][] | null;
  latest: CheckupRow | null;
  previous: PreviousTuple;
};

function periodFrom(row: PeriodColumns | undefined): Period {
  return {
    scoresJson: row?.scoresJson ?? '[]',
    logsJson: row?.logsJson ?? '[]',
    recent: (row?.recent ?? []).map(([kind, date, impact]) => ({ kind, date, impact })),
    latest: row?.latest ? { ...row.latest, previous: previousFrom(row.previous) } : null,
  };
}

/**
 * A member's weekly scores and logs dated `from` (yyyy-mm-dd) or later, oldest first, as JSON
 * text; the logs dated `recentFrom` or later; and their latest check-up.
 */
export async function periodOf(db: Db, userId: number, options: PeriodOptions): Promise<Period> {
  const [row] = await statement(db, 'insights_period', buildPeriod).execute({ userId, ...options });
  return periodFrom(row);
}

/**
 * The live session for `lookup` (null as `readSession` would be null), with the period of its
 * user unless their results version is `keptVersion` (then `period` is null).
 */
export async function sessionWithPeriod(
  db: Db,
  lookup: SessionLookup,
  options: PeriodOptions & { keptVersion: number },
): Promise<{ found: FoundSession; period: Period | null } | null> {
  const [row] = await statement(db, 'insights_session_period', buildSessionPeriod).execute({
    ...lookup,
    ...options,
  });
  if (!row) return null;
  const { session, user, roles, sharingVersion } = row;
  return {
    found: { session, user, roles, sharingVersion },
    period: row.scoresJson === null ? null : periodFrom(row),
  };
}
