/**
 * The insights cold path of two servers, measured in turns (issue 12): what a change saves, on a
 * machine whose speed drifts from one minute to the next. `bench:insights` run before and after a
 * change, a minute apart, differed by more than the change (the same code measured 1.9 and 3.5 ms
 * of CPU per request within four minutes, its floor 0.25 and 0.46 ms): here both servers run at
 * once, each on its own throwaway database seeded with the same member, and take turns, a few
 * seconds each, so that each round compares them in the same minute.
 *
 *   BENCH_BEFORE_ROOT=/path/to/other/checkout npm run bench:insights-pair   (that code against this)
 *   BENCH_AFTER_PG_SOCKET=/var/run/postgresql npm run bench:insights-pair  (TCP against the Unix socket)
 *
 * Settings (environment): BENCH_ROUNDS=6  BENCH_SECONDS=5 (each side's turn)  BENCH_CONNECTIONS=50
 * BENCH_ACCEPT_ENCODING (load.ts: unset, the reads ask for gzip as fetch does; `browser`, brotli)
 * BENCH_BEFORE_PG_SOCKET / BENCH_AFTER_PG_SOCKET (a side's server reaches PostgreSQL through the
 * Unix socket in that folder), BENCH_BEFORE_NODE_OPTIONS / BENCH_AFTER_NODE_OPTIONS (Node's flags for
 * a side's server, e.g. `--max-semi-space-size=64`). Prints each round's CPU per request, both sides, and their ratio;
 * the median ratio is the figure to carry over to a quiet machine's `bench:insights`.
 */
import pg from 'pg';
import { processCpuSeconds } from './cpu';
import { lifeEventReads, measureCold, seed } from './insights-member';
import { type BenchServer, startServer } from './server-process';
import { signUp } from './sign-up';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Side = {
  name: 'before' | 'after';
  server: BenchServer;
  pool: pg.Pool;
  url: string;
  cookie: string;
  bump: () => Promise<unknown>;
  cpuMs: number[];
};

async function prepare(name: Side['name'], root: string | undefined): Promise<Side> {
  const prefix = `BENCH_${name.toUpperCase()}_`;
  const nodeOptions = process.env[`${prefix}NODE_OPTIONS`];
  const server = await startServer('postgres', 'warn', nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}, {
    root,
    pgSocket: process.env[`${prefix}PG_SOCKET`],
  });
  // A failure from here on stops this server (and drops its database): it is not a side yet.
  try {
    const cookie = await signUp(server.baseUrl);
    const { data } = (await (
      await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })
    ).json()) as {
      data: { attributes: { email: string } };
    };
    if (!server.databaseUrl) throw new Error('the pair bench needs PostgreSQL');
    await seed(server.databaseUrl, data.attributes.email);
    // A version bump is short: a few connections keep up with 50 readers (two servers share 100).
    const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 8 });
    const bump = () =>
      pool.query('update users set results_version = results_version + 1 where email = $1', [
        data.attributes.email,
      ]);
    const url = `${server.baseUrl}/api/insights?filter[period]=all`;
    return { name, server, pool, url, cookie, bump, cpuMs: [] };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One turn: the cold path on `side` alone for `seconds`; its server's CPU per request in ms. */
async function turn(side: Side, seconds: number): Promise<number> {
  const before = processCpuSeconds(side.server.pid);
  const run = await measureCold({
    url: side.url,
    cookie: side.cookie,
    bump: side.bump,
    connections: CONNECTIONS,
    seconds,
  });
  const after = processCpuSeconds(side.server.pid);
  if (run.failures > 0) throw new Error(`${side.name}: ${run.failures} failed reads`);
  if (before === null || after === null) throw new Error('no CPU figures (/proc) on this machine');
  if (run.requests === 0) throw new Error(`${side.name}: no read answered in ${seconds} s`);
  return ((after - before) * 1000) / run.requests;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main(): Promise<number> {
  const sides: Side[] = [];
  try {
    sides.push(await prepare('before', process.env.BENCH_BEFORE_ROOT));
    sides.push(await prepare('after', undefined));
    const [before, after] = sides as [Side, Side];
    // The same seed gives the same document on both sides, unless the change itself alters it:
    // then the ratio holds that difference too, and the table says so first.
    const lengths: number[] = [];
    for (const side of sides) {
      const text = await (await fetch(side.url, { headers: { cookie: side.cookie } })).text();
      lengths.push(text.length);
      console.log(`  ${side.name}: ${side.server.baseUrl}, a ${text.length}-character document`);
    }
    if (lengths[0] !== lengths[1]) console.log('  the two documents differ in size: the ratio includes that');
    // Warm-up, in turns too: both servers' first seconds cost up to half as much again (the
    // compiler, the heap's growth, the database's caches), and would make round 1 an outlier.
    for (let turns = 0; turns < 2; turns += 1) for (const side of sides) await turn(side, SECONDS);
    const readsBefore = await lifeEventReads(after.server.databaseUrl as string);
    console.log('\n| round | before ms/req | after ms/req | after ÷ before |\n|---:|---:|---:|---:|');
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Alternate who goes first, so a drift within a round favours neither.
      const order = round % 2 ? [before, after] : [after, before];
      for (const side of order) side.cpuMs.push(await turn(side, SECONDS));
      const a = before.cpuMs.at(-1) ?? 0;
      const b = after.cpuMs.at(-1) ?? 0;
      console.log(`| ${round} | ${a.toFixed(3)} | ${b.toFixed(3)} | ${(b / a).toFixed(3)} |`);
    }
    const ratios = after.cpuMs.map((b, index) => b / (before.cpuMs[index] ?? b));
    console.log(
      `| median | ${median(before.cpuMs).toFixed(3)} | ${median(after.cpuMs).toFixed(3)} | ${median(ratios).toFixed(3)} |`,
    );
    const reads = (await lifeEventReads(after.server.databaseUrl as string)) - readsBefore;
    console.log(`\n  after: ${reads} life_events reads (two per cache miss) during the rounds`);
    return 0;
  } catch (error) {
    console.error(error);
    return 3;
  } finally {
    for (const side of sides) {
      await side.pool.end();
      await side.server.stop();
    }
  }
}

process.exitCode = await main();
