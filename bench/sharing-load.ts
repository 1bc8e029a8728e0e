/**
 * Load bench for the sharing lists (issue 3) on PostgreSQL: GET /api/invitations and the three
 * permission lists for a user with 50 pending invitations, 50 organization roles, 50 group roles
 * and 10 connections, beside the floor (`GET /api/health`, one `select 1`), measured in the same run.
 * Targets (issue 12): throughput at 50 connections at least 25 % of the floor's, and p99 under
 * 20 ms at an offered 300 requests/s (counted only if 95 % of that rate was delivered). The server's
 * CPU per request in the throughput phase is reported too: unlike req/s, it hardly depends on what
 * else loads the two cores.
 *
 * Settings (environment): BENCH_SECONDS=10  BENCH_LOG_LEVEL=warn  BENCH_ROUTES=<words> (only the
 * routes whose path holds one of these comma-separated words, beside the floor)  BENCH_HOLD=<seconds>
 * (keep the seeded server up that long first)  BENCH_CPU_PROF=<folder>; the loop is route-load.ts
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { chosenRoutes, measureRoutes, type RouteResult, runPostgresBench, writeResults } from './route-load';
import { signUp } from './sign-up';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const OFFERED_RATE = 300;
const MAX_P99_MS = 20;
const MIN_SHARE_OF_FLOOR = 0.25;
const ROWS = 50;
const CONNECTIONS = 10;

const ROUTES = [
  { name: 'floor: /api/health', path: '/api/health', signedIn: false },
  { name: '/api/invitations', path: '/api/invitations?page[size]=100', signedIn: true },
  {
    name: '/api/organization_roles',
    path: '/api/organization_roles?type=member,administrator&page[size]=100',
    signedIn: true,
  },
  { name: '/api/roles', path: '/api/roles?type=reporter,administrator&page[size]=100', signedIn: true },
  { name: '/api/connections', path: '/api/connections?reports=false&page[size]=100', signedIn: true },
].map((route) => ({ ...route, rate: OFFERED_RATE }));

const slug = () => randomBytes(8).toString('hex');

/** Rows straight into the bench database: the lists' cost, not the cost of creating them, is measured. */
async function seed(databaseUrl: string, email: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const me = (await db.query('select id from users where email = $1', [email])).rows[0]?.id;
    const others: number[] = [];
    for (let i = 0; i < CONNECTIONS + 1; i += 1) {
      const row = await db.query(
        `insert into users (slug, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'Other', $3) returning id`,
        [slug(), `other-${slug()}@example.test`, `Person ${i}`],
      );
      others.push(row.rows[0].id);
    }
    for (let i = 0; i < ROWS * 2; i += 1) {
      const org = await db.query(
        `insert into organizations (slug, name, state) values ($1, $2, 'enabled') returning id`,
        [slug(), `Organization ${i}`],
      );
      const organizationId = org.rows[0].id;
      const group = await db.query(
        'insert into groups (slug, organization_id, name) values ($1, $2, $3) returning id',
        [slug(), organizationId, `Group ${i}`],
      );
      // An administrator per organization: each invitation card has a picture to show, and an
      // invitation stays valid only while its inviter holds the role that allowed it (issue 10).
      await db.query(
        `insert into organization_roles (slug, organization_id, user_id, type) values ($1, $2, $3, 'administrator')`,
        [slug(), organizationId, others[0]],
      );
      if (i < ROWS) {
        await db.query(
          `insert into organization_roles (slug, organization_id, user_id, type) values ($1, $2, $3, 'member')`,
          [slug(), organizationId, me],
        );
        await db.query(
          `insert into group_roles (slug, group_id, user_id, type) values ($1, $2, $3, 'reporter')`,
          [slug(), group.rows[0].id, me],
        );
      } else {
        await db.query(
          `insert into invitations (slug, scope, type, email, invitee_id, inviter_id, organization_id)
           values ($1, 'organization', 'member', $2, $3, $4, $5)`,
          [slug(), email, me, others[0], organizationId],
        );
      }
    }
    for (const other of others.slice(1)) {
      await db.query('insert into connections (slug, sharer_id, viewer_id) values ($1, $2, $3)', [
        slug(),
        me,
        other,
      ]);
    }
    await db.query('commit');
  } finally {
    await db.end();
  }
}

process.exitCode = await runPostgresBench('Sharing', LOG_LEVEL, async (server) => {
  const cookie = await signUp(server.baseUrl);
  const me = (await (await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).json()) as {
    data: { attributes: { email: string } };
  };
  await seed(server.databaseUrl, me.data.attributes.email);
  // BENCH_HOLD=<seconds>: keep the seeded server up that long, to look at it (psql, curl, a profile).
  if (process.env.BENCH_HOLD) {
    console.log(`server ${server.baseUrl}\ndatabase ${server.databaseUrl}\ncookie ${cookie}`);
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_HOLD) * 1000));
  }

  const results = await measureRoutes(server, chosenRoutes(ROUTES), cookie, SECONDS);
  const floor = results[0]?.throughput.rps ?? 1;
  const share = (row: RouteResult) => row.throughput.rps / floor;
  // The verdict is the paced p99 (even arrivals, as an offered rate means: paced.ts); autocannon's
  // burst-per-second figures are printed to compare with earlier runs.
  const p99Met = (row: RouteResult) => row.paced.p99Ms < MAX_P99_MS && row.paced.rps >= OFFERED_RATE * 0.95;
  const lines = [
    `| route | rows | req/s at 50 conn. | share of floor | server CPU ms/req | p50 ms @ ${OFFERED_RATE} req/s | p99 ms @ ${OFFERED_RATE} req/s | delivered req/s | paced p50 / p99 ms | share ≥ ${MIN_SHARE_OF_FLOOR * 100} % | p99 < ${MAX_P99_MS} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...results.map(
      (row, index) =>
        `| \`${row.name}\` | ${row.rows} | ${row.throughput.rps} | ${Math.round(share(row) * 100)} % | ${row.serverCpuMsPerRequest ?? '—'} | ${row.fixed.p50Ms} | ${row.fixed.p99Ms} | ${row.fixed.rps} | ${row.paced.p50Ms} / ${row.paced.p99Ms} | ${index === 0 ? '—' : share(row) >= MIN_SHARE_OF_FLOOR ? 'PASS' : 'FAIL'} | ${p99Met(row) ? 'PASS' : 'FAIL'} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
  writeResults('sharing', results);
  return !results.slice(1).some((row) => share(row) < MIN_SHARE_OF_FLOOR || !p99Met(row));
});
