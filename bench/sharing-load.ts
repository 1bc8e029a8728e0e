/**
 * Load bench for the sharing lists (issue 3) on PostgreSQL: GET /api/invitations and the three
 * permission lists for a user with 50 pending invitations, 50 organization roles, 50 group roles
 * and 10 connections, beside the floor (`GET /api/health`, one `select 1`), measured in the same run.
 * Target: p99 under 30 ms at an offered 300 requests/s.
 *
 * Settings (environment): BENCH_SECONDS=10  BENCH_LOG_LEVEL=warn
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Measurement, measure } from './load';
import { type BenchServer, startServer } from './server-process';
import { signUp } from './sign-up';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const OFFERED_RATE = 300;
const RATE_CONNECTIONS = 10;
const MAX_P99_MS = 30;
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
];

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

type Row = { name: string; throughput: Measurement; fixed: Measurement; rows: number };

async function main(): Promise<number> {
  let server: BenchServer | null = null;
  try {
    server = await startServer('postgres', LOG_LEVEL);
    const cookie = await signUp(server.baseUrl);
    const me = (await (await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).json()) as {
      data: { attributes: { email: string } };
    };
    if (!server.databaseUrl) throw new Error('the sharing bench needs PostgreSQL');
    await seed(server.databaseUrl, me.data.attributes.email);

    const results: Row[] = [];
    for (const route of ROUTES) {
      const url = `${server.baseUrl}${route.path}`;
      const options = { url, ...(route.signedIn ? { cookie } : {}) };
      const probe = await fetch(url, { headers: route.signedIn ? { cookie } : {} });
      const body = (await probe.json()) as { data?: unknown[] };
      const rows = Array.isArray(body.data) ? body.data.length : 0;
      if (probe.status !== 200) throw new Error(`${route.path}: ${probe.status}`);
      await measure({ ...options, connections: 10, seconds: 2 });
      process.stdout.write(`  ${route.name} … `);
      const throughput = await measure({ ...options, connections: 50, seconds: SECONDS });
      const fixed = await measure({
        ...options,
        connections: RATE_CONNECTIONS,
        seconds: SECONDS,
        rate: OFFERED_RATE,
      });
      console.log(`${throughput.rps} req/s; p99 ${fixed.p99Ms} ms at ${OFFERED_RATE} req/s`);
      if (throughput.failures + fixed.failures > 0)
        throw new Error(`${route.path}: ${throughput.failures + fixed.failures} failures`);
      results.push({ name: route.name, throughput, fixed, rows });
    }

    const floor = results[0]?.throughput.rps ?? 1;
    const lines = [
      `| route | rows | req/s at 50 conn. | share of floor | p50 ms @ ${OFFERED_RATE} req/s | p99 ms @ ${OFFERED_RATE} req/s | delivered req/s | p99 < ${MAX_P99_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---|',
      ...results.map(
        (row) =>
          `| \`${row.name}\` | ${row.rows} | ${row.throughput.rps} | ${Math.round((row.throughput.rps / floor) * 100)} % | ${row.fixed.p50Ms} | ${row.fixed.p99Ms} | ${row.fixed.rps} | ${row.fixed.p99Ms < MAX_P99_MS ? 'PASS' : 'FAIL'} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    const dir = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-sharing.json`);
    fs.writeFileSync(file, JSON.stringify(results, null, 2));
    const failed = results.slice(1).some((row) => row.fixed.p99Ms >= MAX_P99_MS);
    console.log(failed ? '\nSharing target: FAIL' : '\nSharing target: PASS');
    return failed ? 1 : 0;
  } catch (error) {
    console.error(error);
    return 3;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
