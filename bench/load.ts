import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  /** Offered load in requests/s; absent = as fast as the server answers (closed loop). */
  rate?: number;
  cookie?: string;
  /** For a mutation: the method, its body and extra headers (content type, CSRF token). */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: string;
  headers?: Record<string, string>;
};

export type Measurement = {
  url: string;
  connections: number;
  offeredRate: number | null;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Anything but a 2xx, plus socket errors (timeouts included): must be 0 for the run to count. */
  failures: number;
  statusCodes: Record<string, number>;
};

/**
 * BENCH_ACCEPT_ENCODING=browser: every request says what a browser says (`gzip, deflate, br,
 * zstd`), so the server compresses what it would compress for the web app; any other value is
 * sent as it is (`identity`, `gzip`). Without it autocannon's requests accept no encoding (nothing
 * is compressed) and the cold insights reads, made with fetch, accept `gzip, deflate`.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
export const acceptEncoding: Record<string, string> = ACCEPT_ENCODING
  ? { 'accept-encoding': ACCEPT_ENCODING === 'browser' ? 'gzip, deflate, br, zstd' : ACCEPT_ENCODING }
  : {};

export async function measure(options: LoadOptions): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    timeout: 10,
    ...(options.method ? { method: options.method, body: options.body } : {}),
    headers: {
      ...acceptEncoding,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  return {
    url: options.url,
    connections: options.connections,
    offeredRate: options.rate ?? null,
    seconds: result.duration,
    requests: result.requests.total,
    // Completed requests over wall time, not the mean of per-second samples (which drops a partial last second).
    rps: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failures: result.non2xx + result.errors,
    statusCodes,
  };
}
