/**
 * The load loop the route benches share (sharing-load.ts, content-load.ts, care-search.ts): for
 * each route, a probe, a 2-second warm-up, a throughput phase at 50 connections with the server's
 * and the bench database's CPU per request, then the offered rate twice for the latency: on 10
 * connections with autocannon (`fixed`: each connection sends its quota for the second back to
 * back, so the rate arrives as one burst per second), then with even arrivals (`paced`, paced.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { postgresCpuSeconds, postgresCpuSpent, processCpuSeconds } from './cpu';
import { type Measurement, measure } from './load';
import { measurePaced, type PacedMeasurement } from './paced';
import { type BenchServer, startServer } from './server-process';

export type BenchRoute = { name: string; path: string; signedIn: boolean; rate: number };

export type RouteResult = {
  name: string;
  rate: number;
  /** Resources in the probe's `data` (0 for a single resource or none). */
  rows: number;
  throughput: Measurement;
  fixed: Measurement;
  paced: PacedMeasurement;
  serverCpuMsPerRequest: number | null;
  postgresCpuMsPerRequest: number | null;
};

/** The floor (first route) and the routes whose name holds one of BENCH_ROUTES' comma-separated words. */
export function chosenRoutes<T extends BenchRoute>(routes: T[]): T[] {
  const only = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
  return routes.filter(
    (route, index) => index === 0 || only.length === 0 || only.some((word) => route.name.includes(word)),
  );
}

const perRequest = (seconds: number | null, requests: number) =>
  seconds === null || requests === 0 ? null : Math.round((seconds * 1_000_000) / requests) / 1000;

/** Measures each route in turn; a route this build does not serve (404) is skipped and said so. */
export async function measureRoutes(
  server: BenchServer,
  routes: BenchRoute[],
  cookie: string,
  seconds: number,
): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of routes) {
    const url = `${server.baseUrl}${route.path}`;
    const options = { url, ...(route.signedIn ? { cookie } : {}) };
    const probe = await fetch(url, { headers: route.signedIn ? { cookie } : {} });
    if (probe.status === 404) {
      console.log(`  ${route.name}: not served by this build, skipped`);
      continue;
    }
    if (probe.status !== 200) throw new Error(`${route.path}: ${probe.status}`);
    const body = (await probe.json()) as { data?: unknown };
    const rows = Array.isArray(body.data) ? body.data.length : 0;
    await measure({ ...options, connections: 10, seconds: 2 });
    process.stdout.write(`  ${route.name} … `);
    const serverBefore = processCpuSeconds(server.pid);
    const database = server.databaseUrl ? new URL(server.databaseUrl).pathname.slice(1) : null;
    const postgresBefore = database ? postgresCpuSeconds(database) : null;
    const throughput = await measure({ ...options, connections: 50, seconds });
    const serverAfter = processCpuSeconds(server.pid);
    const postgresAfter = database ? postgresCpuSeconds(database) : null;
    const serverCpuMsPerRequest = perRequest(
      serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore,
      throughput.requests,
    );
    const postgresCpuMsPerRequest = perRequest(
      postgresBefore && postgresAfter ? postgresCpuSpent(postgresBefore, postgresAfter) : null,
      throughput.requests,
    );
    const fixed = await measure({ ...options, connections: 10, seconds, rate: route.rate });
    const paced = await measurePaced({ ...options, seconds, rate: route.rate });
    console.log(
      `${throughput.rps} req/s (CPU ms each: server ${serverCpuMsPerRequest ?? '?'}, PostgreSQL ${postgresCpuMsPerRequest ?? '?'}); p99 ${fixed.p99Ms} ms at ${route.rate} req/s (paced: p50 ${paced.p50Ms}, p99 ${paced.p99Ms} ms)`,
    );
    const failures = throughput.failures + fixed.failures + paced.failures;
    if (failures > 0) throw new Error(`${route.path}: ${failures} failures`);
    results.push({
      name: route.name,
      rate: route.rate,
      rows,
      throughput,
      fixed,
      paced,
      serverCpuMsPerRequest,
      postgresCpuMsPerRequest,
    });
  }
  return results;
}

/** Writes `bench/results/<date>-<name>.json` (biome ignores the folder). */
export function writeResults(name: string, results: unknown): void {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${new Date().toISOString().slice(0, 10)}-${name}.json`),
    JSON.stringify(results, null, 2),
  );
}

/**
 * A route bench on a throwaway PostgreSQL database: starts the server, runs `body` (which says
 * whether every target was met), stops the server. Exit code: 0 pass, 1 a target missed, 3 a crash.
 */
export async function runPostgresBench(
  label: string,
  logLevel: string,
  body: (server: BenchServer & { databaseUrl: string }) => Promise<boolean>,
): Promise<number> {
  let server: BenchServer | null = null;
  try {
    server = await startServer('postgres', logLevel);
    const { databaseUrl } = server;
    if (!databaseUrl) throw new Error(`the ${label} bench needs PostgreSQL`);
    const passed = await body({ ...server, databaseUrl });
    console.log(`\n${label} targets: ${passed ? 'PASS' : 'FAIL'}`);
    return passed ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 3;
  } finally {
    await server?.stop();
  }
}
