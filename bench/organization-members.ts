/**
 * Load bench for an organization's members list (issue 31) on PostgreSQL: an organization of
 * 10,000 members (names, e-mails, cities, last activity spread over a year) read by its
 * administrator: the first page in name order, the first page by last activity, and a search by
 * name. Target: p99 under 50 ms at an offered 100 requests/s (counted only if 95 % of that rate
 * was delivered). The floor (`GET /api/health`) is measured beside it.
 *
 * Settings (environment): BENCH_SECONDS=20  BENCH_LOG_LEVEL=warn  BENCH_ROUTES=<words> (only the
 * routes whose name holds one of these comma-separated words, beside the floor)  BENCH_HOLD=<seconds>
 * (keeps the seeded server up that long before measuring: psql, EXPLAIN).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  type BenchRoute,
  chosenRoutes,
  measureRoutes,
  type RouteResult,
  runPostgresBench,
  writeResults,
} from './route-load';
import { signUp } from './sign-up';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const OFFERED_RATE = 100;
const MAX_P99_MS = 50;
const MEMBERS = 10_000;

const slug = () => randomBytes(8).toString('hex');

/** The organization, its administrator (the bench's account) and its members, set-based. */
async function seed(databaseUrl: string, email: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const me = (await db.query('select id from users where email = $1', [email])).rows[0]?.id;
    const orgSlug = slug();
    const org = (
      await db.query(
        `insert into organizations (slug, name, state) values ($1, 'Bench organization', 'enabled') returning id`,
        [orgSlug],
      )
    ).rows[0].id;
    await db.query(
      `insert into organization_roles (slug, organization_id, user_id, type) values ($1, $2, $3, 'administrator')`,
      [slug(), org, me],
    );
    const run = slug();
    const first = `(array['Émilie','Noah','Léa','Liam','Chloé','Olivier','Zoé','William','Alice','Thomas'])[1 + i % 10]`;
    const last = `(array['Tremblay','Gagnon','Roy','Côté','Bouchard','Gauthier','Morin','Lavoie','Fortin','Gagné'])[1 + (i / 10) % 10] || ' ' || i`;
    await db.query(
      `insert into users (slug, email, password_hash, first_name, last_name, locality, last_active_at)
       select md5($1 || i), 'member-' || i || '-' || $1 || '@example.test', 'x', ${first}, ${last},
         (array['Montréal','Québec','Toronto','Ottawa', null])[1 + i % 5],
         case when i % 7 = 0 then null else now() - (i % 365) * interval '1 day' end
       from generate_series(1, $2::int) i`,
      [run, MEMBERS],
    );
    await db.query(
      `insert into organization_roles (slug, organization_id, user_id, type)
       select md5('r' || u.id), $2, u.id, 'member' from users u
       where u.email like 'member-%-' || $1 || '@example.test'`,
      [run, org],
    );
    await db.query('commit');
    // The state autovacuum brings a real database to: statistics, and the trigram index's pending
    // list (10,000 rows inserted after the index was made) merged into the index. Without it the
    // planner prices the search index too high and reads every user (9.7 ms instead of 2 ms).
    await db.query('vacuum analyze users');
    await db.query('vacuum analyze organization_roles');
    return orgSlug;
  } finally {
    await db.end();
  }
}

async function main(): Promise<number> {
  return runPostgresBench('Organization members', LOG_LEVEL, async (server) => {
    const cookie = await signUp(server.baseUrl);
    const me = (await (await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).json()) as {
      data: { attributes: { email: string } };
    };
    const org = await seed(server.databaseUrl, me.data.attributes.email);
    const base = `/api/organizations/${org}/members`;
    const all: BenchRoute[] = [
      { name: 'floor: /api/health', path: '/api/health', rate: OFFERED_RATE, signedIn: false },
      { name: 'first page by name', path: base, rate: OFFERED_RATE, signedIn: true },
      {
        name: 'first page by last active',
        path: `${base}?sort=-last_active`,
        rate: OFFERED_RATE,
        signedIn: true,
      },
      { name: 'search by name', path: `${base}?filter[q]=gagnon`, rate: OFFERED_RATE, signedIn: true },
    ];
    if (process.env.BENCH_HOLD) {
      console.log(`server ${server.baseUrl}\ndatabase ${server.databaseUrl}\ncookie ${cookie}`);
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_HOLD) * 1000));
    }
    const routes = chosenRoutes(all);
    const totals: Record<string, number> = {};
    for (const route of routes.slice(1)) {
      const probe = await fetch(`${server.baseUrl}${route.path}`, { headers: { cookie } });
      totals[route.name] = Number(((await probe.json()) as { meta: { total: number } }).meta.total);
    }
    const results: RouteResult[] = await measureRoutes(server, routes, cookie, SECONDS);
    const met = (row: RouteResult) => row.fixed.p99Ms < MAX_P99_MS && row.fixed.rps >= row.rate * 0.95;
    const metPaced = (row: RouteResult) => row.paced.p99Ms < MAX_P99_MS && row.paced.rps >= row.rate * 0.95;
    const verdict = (index: number, passed: boolean) => (index === 0 ? '—' : passed ? 'PASS' : 'FAIL');
    const lines = [
      `| route (${MEMBERS} members) | matches | req/s at 50 conn. | server CPU ms/req | PostgreSQL CPU ms/req | p50 ms @ ${OFFERED_RATE} req/s | p99 ms | delivered req/s | p99 < ${MAX_P99_MS} ms | paced: p50 ms | p99 ms | p99 < ${MAX_P99_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|',
      ...results.map(
        (row, index) =>
          `| ${row.name} | ${totals[row.name] ?? '—'} | ${row.throughput.rps} | ${row.serverCpuMsPerRequest ?? '—'} | ${row.postgresCpuMsPerRequest ?? '—'} | ${row.fixed.p50Ms} | ${row.fixed.p99Ms} | ${row.fixed.rps} | ${verdict(index, met(row))} | ${row.paced.p50Ms} | ${row.paced.p99Ms} | ${verdict(index, metPaced(row))} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    writeResults('organization-members', results);
    return results.slice(1).every(metPaced);
  });
}

process.exitCode = await main();
