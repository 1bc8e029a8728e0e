/**
 * autocannon 8 ships no typings and @types/autocannon is not installed: this declares only the
 * part of its programmatic API the bench uses (options and aggregated result of `autocannon(opts)`).
 */
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second across all connections (the CLI's `-R`). */
    overallRate?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
    body?: string;
    headers?: Record<string, string>;
    title?: string;
  };

  /** Percentiles as autocannon names them: p50, p97_5, p99, … */
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type Result = {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds, from request sent to response complete. */
    latency: Histogram & { totalCount: number };
    /** Per-second samples; `total` is the number of completed requests. */
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  type Instance = PromiseLike<Result> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
