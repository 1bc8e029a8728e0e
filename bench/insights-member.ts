/**
 * The member the insights benches read: five years of weekly check-ups (260) and 500 logged
 * items, seeded straight into a throwaway PostgreSQL database, and the cold read of their
 * insights (every read just after a change of their results version: a cache miss). Shared by
 * checkup-load.ts (issue 5's and 12's targets) and insights-pair.ts (two servers, interleaved).
 */
import pg from 'pg';
import { ANSWERS } from './checkup-answers';
import { acceptEncoding, type Measurement } from './load';

export const WEEKS = 260;
const LOGS = { life_events: 167, ailments: 167, activities: 166 };
export const JSONAPI = 'application/vnd.api+json';

/**
 * A slug as the server makes them (lib/ids.ts, newSlug: 12 random bytes in base64url, 16
 * characters), from `seed`. (Until 2026-11-25 the seed wrote 32-character md5 hex here: the
 * five-year document carried 8 kB of ids no real member has, and compressing it cost a third
 * more than a real one: bench/README.md, "the insights cold path under 1 ms".)
 */
const SLUG_SQL = (seed: string) =>
  `translate(encode(substr(decode(md5(random()::text || ${seed}), 'hex'), 1, 12), 'base64'), '+/', '-_')`;

/** Five years of weekly check-ups and 500 logs, in three statements (generate_series). */
export async function seed(databaseUrl: string, email: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const me = (await db.query('select id from users where email = $1', [email])).rows[0]?.id;
    await db.query(
      `insert into checkups (slug, user_id, week_start, questionnaire_id, questionnaire_version, answers,
         score, band, phq4_anxiety, phq4_depression, phq4_total, phq4_severity, life_areas, show_crisis_help,
         completed_at)
       select ${SLUG_SQL('g')}, $1, date_trunc('week', now() at time zone 'UTC')::date - g * 7,
         'evenkeel-weekly', 1, $2::jsonb, s.score,
         case when s.score > 70 then 'thriving' when s.score >= 50 then 'room_to_improve' else 'of_concern' end,
         1, 1, 2, 'normal', '{"sleep":6,"energy":7,"stress":6,"social":8,"work":6,"meaning":7}'::jsonb,
         false, now() - g * interval '7 days'
       from generate_series(1, $3::int) g, lateral (select ((g * 7) % 26) * 4 as score) s`,
      [me, JSON.stringify(ANSWERS), WEEKS],
    );
    const keys = { life_events: 'new_job', ailments: 'headache', activities: 'walk' };
    for (const [table, count] of Object.entries(LOGS)) {
      await db.query(
        `insert into ${table} (slug, user_id, date, title_key, title, impact, note)
         select ${SLUG_SQL('g')}, $1, current_date - (g * ${Math.floor((WEEKS * 7) / count)}),
           case when g % 2 = 0 then $2 end, case when g % 2 = 1 then 'Logged by the bench' end,
           1 + g % 5, case when g % 3 = 0 then 'A private note' end
         from generate_series(0, $3::int - 1) g`,
        [me, keys[table as keyof typeof keys], count],
      );
    }
    // Rows written straight into the tables: move the results version as the API's writes do.
    await db.query('update users set results_version = results_version + 1 where id = $1', [me]);
    await db.query('commit');
  } finally {
    await db.end();
  }
}

/** Table scans of life_events so far: the insights statement reads it once per cache miss, nothing else does here. */
export async function lifeEventReads(databaseUrl: string): Promise<number> {
  // The statistics reach the view within a second or so of each transaction's end.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables where relname = 'life_events'`,
    );
    return Number(rows[0]?.reads ?? 0);
  } finally {
    await db.end();
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0);

/**
 * GETs of `url`, each just after a version bump (`bump`), on `connections` sequential workers
 * (one request in flight each, as autocannon's connections). With `rate`, each worker sends its
 * share (rate ÷ connections) back to back at the top of each second, then waits: the same
 * shape as autocannon's `overallRate`. Latency counts the GET only, from sending to the last byte.
 */
export async function measureCold(options: {
  url: string;
  cookie: string;
  bump: () => Promise<unknown>;
  connections: number;
  seconds: number;
  rate?: number;
}): Promise<Measurement> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failures = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const perSecond = options.rate ? Math.max(1, Math.round(options.rate / options.connections)) : Infinity;
  async function worker() {
    for (let second = 0; performance.now() < end; second += 1) {
      for (let sent = 0; sent < perSecond && performance.now() < end; sent += 1) {
        await options.bump();
        const begin = performance.now();
        try {
          // fetch asks for `gzip, deflate` unless told otherwise: this row measures gzip.
          const response = await fetch(options.url, {
            headers: { cookie: options.cookie, ...acceptEncoding },
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - begin);
          statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
          if (response.status < 200 || response.status > 299) failures += 1;
        } catch {
          failures += 1;
        }
      }
      const nextSecond = started + (second + 1) * 1000;
      if (options.rate && performance.now() < nextSecond) {
        await new Promise((resolve) => setTimeout(resolve, nextSecond - performance.now()));
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    url: options.url,
    connections: options.connections,
    offeredRate: options.rate ?? null,
    seconds: Math.round(seconds * 10) / 10,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    failures,
    statusCodes,
  };
}
