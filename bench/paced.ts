import http from 'node:http';

/**
 * An offered rate with even arrivals: request i is due at start + i / rate, whatever happened to
 * the ones before it (open loop), on a pool of kept-alive connections. Its latency runs from when
 * it was due, so a request that had to wait for a free connection counts that wait too.
 *
 * Why not autocannon's `overallRate`: autocannon gives each connection a quota per second and
 * lets it send that quota back to back, so 100 req/s on 10 connections arrive as one burst of 100
 * at the start of every second, answered 10 at a time. It then corrects each latency for
 * coordinated omission with an expected interval of `ceil(1 / per-connection rate)` = 1 ms, so a
 * response of L ms is recorded L times (L, L-1, … 1): its percentiles weigh each request by its
 * own latency. Both make the tail longer than the offered rate would (bench/README.md, Content).
 */
export type PacedMeasurement = {
  offeredRate: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export async function measurePaced(options: {
  url: string;
  rate: number;
  seconds: number;
  cookie?: string;
  /** More request headers (e.g. the Accept-Encoding a browser sends). */
  headers?: Record<string, string>;
  /** Connections the client may open at most (a request waits for one beyond that). */
  connections?: number;
}): Promise<PacedMeasurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 50 });
  const headers = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(options.url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) failures += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        failures += 1;
        resolve();
      });
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    offeredRate: options.rate,
    seconds: Math.round(elapsed * 10) / 10,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50Ms: ms(percentile(sorted, 50)),
    p99Ms: ms(percentile(sorted, 99)),
    maxMs: ms(sorted.at(-1) ?? 0),
    failures,
  };
}
