/**
 * The dashboards' bench population (issue 14), seeded straight into a migrated PostgreSQL
 * database with set-based SQL (generate_series, insert … select): one organization of 100,000
 * members, 500 groups and their units, every member a reporter of exactly one group or unit,
 * and 1,000,000 check-ups over the 104 closed ISO weeks before the current one.
 *
 * Sizes (decided here, see bench/README.md "Dashboards (issue 14)"):
 * - groups of 20–400 reporters counting their units' (mean 200, spread evenly over that range);
 * - group g has g % 4 units (0, 1, 2 or 3: 750 units in all) of 10–60 reporters each (fewer
 *   in the smallest groups: at most 60 % of the group between them, so 43 units have 4–9),
 *   the rest of the group reporting to the group itself;
 * - 9,615–9,616 check-ups each week, inserted oldest first as a live table fills: every member
 *   checks in once every ~10 weeks (no member twice in a week, as `checkups_user_week_unique`
 *   requires), so a unit of 30 has ~3 contributors in a week (suppressed) and ~10 in a month,
 *   and a quarter holds a check-up of nearly every member (the heaviest rollup);
 * - answers from a per-member baseline plus per-row noise (deterministic hashes of the row
 *   number, so every run seeds the same data), and every derived column computed the way
 *   common/src/score.ts does: score = WHO-5 sum × 4, band (> 70 thriving, ≥ 50 room to improve),
 *   PHQ-4 subscales, total and severity, life areas with stress reversed, crisis help;
 * - roles created 105 weeks back, so the triggers of migration 0012 open each membership span
 *   before the first check-up.
 *
 * Alone: `BENCH_DATABASE_URL=postgres://… node --import tsx bench/seed-dashboards.ts` migrates
 * that database and seeds it (an empty database: the users' e-mail addresses must be free).
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isoDate, periodStartOf, WEEKLY_QUESTIONNAIRE_ID } from '@evenkeel/common';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { hashPassword } from '../server/src/lib/passwords';

export type SeedOptions = { members: number; groups: number; checkups: number; weeks: number };

export const DEFAULT_SEED: SeedOptions = {
  members: 100_000,
  groups: 500,
  checkups: 1_000_000,
  weeks: 104,
};

/** The password every seeded member shares (one argon2 hash for all of them). */
export const MEMBER_PASSWORD = 'a long bench passphrase';

export type SeededGroup = { id: number; slug: string; reporters: number; units: SeededUnit[] };
export type SeededUnit = { id: number; slug: string; reporters: number };

export type SeedResult = {
  organization: { id: number; slug: string };
  groups: SeededGroup[];
  /** The first closed week (Monday) with check-ups, and the current week's Monday. */
  firstWeek: string;
  currentWeek: string;
  /** Seconds per step, and in all. */
  timings: Record<string, number>;
};

type Node = { group: number; unit: number | null; first: number; count: number };

/**
 * Group g's size, from 20 to 400 with a mean of 200 over any 500 consecutive groups (g × 37 runs
 * through every residue of 381 as g does), then scaled so that every member is placed once.
 */
function plan(options: SeedOptions): Node[] {
  const raw = Array.from({ length: options.groups }, (_, g) => 20 + ((g * 37) % 381));
  const total = raw.reduce((sum, size) => sum + size, 0);
  const sizes = raw.map((size) => Math.max(20, Math.floor((size * options.members) / total)));
  let left = options.members - sizes.reduce((sum, size) => sum + size, 0);
  for (let g = 0; left !== 0; g = (g + 1) % sizes.length) {
    const step = left > 0 ? 1 : -1;
    if ((sizes[g] ?? 0) + step >= 20) {
      sizes[g] = (sizes[g] ?? 0) + step;
      left -= step;
    }
  }
  const nodes: Node[] = [];
  let first = 0;
  sizes.forEach((size, group) => {
    const units = group % 4;
    // Units of 10–60 reporters, never more than 60 % of their group between them.
    const unitSizes = Array.from({ length: units }, (_, k) =>
      Math.min(10 + ((group * 31 + k * 17) % 51), Math.floor((size * 0.6) / units)),
    );
    const own = size - unitSizes.reduce((sum, unit) => sum + unit, 0);
    nodes.push({ group, unit: null, first, count: own });
    first += own;
    unitSizes.forEach((count, unit) => {
      nodes.push({ group, unit, first, count });
      first += count;
    });
  });
  return nodes;
}

/** A pseudo-random integer in [0, range) for row `n` and draw `k`: PostgreSQL's own hashint8. */
const draw = (n: string, k: number, range: number | string) =>
  `((hashint8(${n} * 32 + ${k}) & 2147483647) % (${range}))`;

export async function seedDashboards(
  databaseUrl: string,
  options: SeedOptions = DEFAULT_SEED,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const timings: Record<string, number> = {};
  const began = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - start) / 1000;
    log(`  seed: ${name} ${timings[name]} s`);
    return result;
  };
  const currentWeek = periodStartOf('week', new Date());
  const firstWeek = new Date(currentWeek.getTime() - options.weeks * 7 * 86_400_000);
  const rolesSince = new Date(firstWeek.getTime() - 7 * 86_400_000).toISOString();
  const nodes = plan(options);
  try {
    const passwordHash = await hashPassword(MEMBER_PASSWORD);
    await client.query("set time zone 'UTC'");
    await client.query('begin');
    const organization = (
      await client.query<{ id: string; slug: string }>(
        `insert into organizations (slug, name, state, created_at) values ($1, 'Bench Corporation', 'enabled', $2)
         returning id, slug`,
        [`bench-corp-${Date.now().toString(36)}`, rolesSince],
      )
    ).rows[0];
    if (!organization) throw new Error('no organization');
    const organizationId = Number(organization.id);

    await step('users', async () => {
      await client.query(
        `insert into users (slug, email, password_hash, first_name, last_name, email_verified_at, created_at)
         select 'bench-member-' || n, 'member-' || n || '@bench.test', $1, 'Member', n::text, $2, $2
         from generate_series(0, $3::int - 1) n`,
        [passwordHash, rolesSince, options.members],
      );
      await client.query(
        `create temp table bench_members on commit drop as
         select split_part(slug, '-', 3)::int as i, id from users where slug like 'bench-member-%'`,
      );
      await client.query('alter table bench_members add primary key (i)');
    });

    const groups = await step('groups and units', async () => {
      const made = await client.query<{ id: string; slug: string }>(
        `insert into groups (slug, organization_id, name, created_at)
         select 'bench-group-' || g, $1, 'Group ' || (g + 1), $2 from generate_series(0, $3::int - 1) g
         returning id, slug`,
        [organizationId, rolesSince, options.groups],
      );
      const groupIds = new Map(made.rows.map((row) => [Number(row.slug.split('-')[2]), row]));
      const units = nodes.filter((node) => node.unit !== null);
      const madeUnits = await client.query<{ id: string; slug: string }>(
        `insert into groups (slug, organization_id, parent_id, name, created_at)
         select 'bench-unit-' || g || '-' || u, $1, p.id, 'Unit ' || (g + 1) || '.' || (u + 1), $2
         from unnest($3::int[], $4::int[]) as x(g, u) join groups p on p.slug = 'bench-group-' || x.g
         returning id, slug`,
        [organizationId, rolesSince, units.map((node) => node.group), units.map((node) => node.unit)],
      );
      const unitIds = new Map(madeUnits.rows.map((row) => [row.slug, row]));
      const result: SeededGroup[] = [];
      for (const node of nodes) {
        if (node.unit === null) {
          const row = groupIds.get(node.group);
          if (!row) throw new Error(`group ${node.group} missing`);
          result.push({ id: Number(row.id), slug: row.slug, reporters: node.count, units: [] });
        } else {
          const row = unitIds.get(`bench-unit-${node.group}-${node.unit}`);
          const parent = result.at(-1);
          if (!row || !parent) throw new Error(`unit ${node.group}.${node.unit} missing`);
          parent.reporters += node.count;
          parent.units.push({ id: Number(row.id), slug: row.slug, reporters: node.count });
        }
      }
      return result;
    });

    await step('roles (the triggers open the membership spans)', async () => {
      await client.query(
        `insert into organization_roles (slug, organization_id, user_id, type, created_at)
         select 'bench-om-' || m.i, $1, m.id, 'member', $2 from bench_members m`,
        [organizationId, rolesSince],
      );
      const nodeIds = nodes.map((node) => {
        const group = groups.find((g) => g.slug === `bench-group-${node.group}`);
        const id = node.unit === null ? group?.id : group?.units[node.unit]?.id;
        if (id === undefined) throw new Error('node without id');
        return id;
      });
      await client.query(
        `insert into group_roles (slug, group_id, user_id, type, created_at)
         select 'bench-gr-' || s.i, x.group_id, m.id, 'reporter', $4
         from unnest($1::bigint[], $2::int[], $3::int[]) as x(group_id, first, count)
         cross join lateral generate_series(x.first, x.first + x.count - 1) as s(i)
         join bench_members m on m.i = s.i`,
        [nodeIds, nodes.map((node) => node.first), nodes.map((node) => node.count), rolesSince],
      );
    });

    await step('check-ups', async () => {
      // Rows in time order, as a live table fills (oldest week first, so a period's rows sit
      // together on disk): row n falls in week w = weeks − ⌊n × weeks / checkups⌋ before the
      // current one, from member (n × 7919) mod members. 7919 is prime to 100,000, so the
      // ~9,615 consecutive rows of a week never repeat a member, and each member checks in every
      // ~10 weeks: nearly every member once in a quarter, the most rows a rollup can meet.
      // Baseline b (2–4) per member: WHO-5 items around b, PHQ-4 items from 0–3 (b = 2) to 0–1 (b = 4).
      const n = 'x.n';
      const who = (k: number) => `least(5, greatest(0, x.b + ${draw(n, k, 3)} - 1))`;
      const phq = (k: number) => `${draw(n, k, '4 + 4 * (5 - x.b)')} / 4`;
      const area = (k: number) => draw(n, k, 11);
      await client.query(
        `insert into checkups (slug, user_id, week_start, questionnaire_id, questionnaire_version, answers,
           score, band, phq4_anxiety, phq4_depression, phq4_total, phq4_severity, life_areas,
           show_crisis_help, completed_at, created_at)
         select 'bench-checkup-' || x.n, m.id, x.week_start, $1, 1,
           jsonb_build_object('who5_1', a.w1, 'who5_2', a.w2, 'who5_3', a.w3, 'who5_4', a.w4, 'who5_5', a.w5,
             'phq4_1', a.p1, 'phq4_2', a.p2, 'phq4_3', a.p3, 'phq4_4', a.p4, 'sleep', a.sleep,
             'energy', a.energy, 'stress', a.stress, 'social', a.social, 'work', a.work,
             'meaning', a.meaning, 'safety', a.safety),
           s.score,
           case when s.score > 70 then 'thriving' when s.score >= 50 then 'room_to_improve' else 'of_concern' end,
           a.p1 + a.p2, a.p3 + a.p4, s.phq,
           case when s.phq <= 2 then 'normal' when s.phq <= 5 then 'mild' when s.phq <= 8 then 'moderate' else 'severe' end,
           jsonb_build_object('sleep', a.sleep, 'energy', a.energy, 'stress', 10 - a.stress,
             'social', a.social, 'work', a.work, 'meaning', a.meaning),
           a.safety = 1 or s.phq >= 9,
           x.completed_at, x.completed_at
         from (
           select n, week_start, week_start + (${draw('n', 0, 604_800)} || ' seconds')::interval as completed_at,
             i, 2 + (hashint4(i::int) & 2147483647) % 3 as b
           from (select n, (n * 7919) % $2 as i, $4::date - ($3 - n * $3 / $5)::int * 7 as week_start
                 from generate_series(0::bigint, $5::bigint - 1) n) r
         ) x
         join bench_members m on m.i = x.i
         cross join lateral (select ${who(1)} as w1, ${who(2)} as w2, ${who(3)} as w3, ${who(4)} as w4,
           ${who(5)} as w5, ${phq(6)} as p1, ${phq(7)} as p2, ${phq(8)} as p3, ${phq(9)} as p4,
           ${area(10)} as sleep, ${area(11)} as energy, ${area(12)} as stress, ${area(13)} as social,
           ${area(14)} as work, ${area(15)} as meaning, (${draw(n, 16, 200)} = 0)::int as safety) a
         cross join lateral (select (a.w1 + a.w2 + a.w3 + a.w4 + a.w5) * 4 as score,
           a.p1 + a.p2 + a.p3 + a.p4 as phq) s`,
        [WEEKLY_QUESTIONNAIRE_ID, options.members, options.weeks, isoDate(currentWeek), options.checkups],
      );
    });
    await step('commit', () => client.query('commit'));
    await step('analyze', () =>
      client.query(
        'vacuum analyze users, organization_roles, group_roles, groups, membership_spans, checkups',
      ),
    );
    timings.total = Math.round(performance.now() - began) / 1000;
    return {
      organization: { id: organizationId, slug: organization.slug },
      groups,
      firstWeek: isoDate(firstWeek),
      currentWeek: isoDate(currentWeek),
      timings,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** BENCH_MEMBERS, BENCH_GROUPS, BENCH_CHECKUPS, BENCH_WEEKS: a smaller (or larger) population. */
export function seedOptionsFromEnv(): SeedOptions {
  const read = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return {
    members: read('BENCH_MEMBERS', DEFAULT_SEED.members),
    groups: read('BENCH_GROUPS', DEFAULT_SEED.groups),
    checkups: read('BENCH_CHECKUPS', DEFAULT_SEED.checkups),
    weeks: read('BENCH_WEEKS', DEFAULT_SEED.weeks),
  };
}

/** Alone: migrate BENCH_DATABASE_URL and seed it. */
async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL=postgres://… (an empty database) is required');
  const database = await openDatabase({ url });
  await migrate(database);
  await database.close();
  const result = await seedDashboards(url, seedOptionsFromEnv(), console.log);
  console.log(
    `seeded ${result.groups.length} groups, ${result.groups.reduce((sum, g) => sum + g.units.length, 0)} units, weeks ${result.firstWeek} to ${result.currentWeek} (excluded) in ${result.timings.total} s`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
