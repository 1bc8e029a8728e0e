import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel every process NOTIFYs after queueing jobs; the payload is the job's name. */
export const JOBS_CHANNEL = 'evenkeel_jobs';

/**
 * A connection of its own that LISTENs on `evenkeel_jobs` (a LISTEN belongs to its session,
 * so it cannot come from the pool) and calls `onJob(name)` for each notification: a worker
 * wakes as soon as any process queues a job, instead of at its next poll.
 *
 * A lost connection (database restart, pg_terminate_backend) is replaced with a growing
 * pause; once back, `onReconnect()` lets the workers fetch what was queued meanwhile. Its
 * errors are logged and never end the process.
 */
export class JobListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryDelayMs = 500;
  private retryTimer: NodeJS.Timeout | undefined;
  private connected = false;

  constructor(
    private readonly options: {
      url: string;
      logger: FastifyBaseLogger;
      onJob(name: string): void;
      onReconnect(): void;
      maxRetryDelayMs?: number;
    },
  ) {}

  /** Connects once (a failure only schedules the next try): workers still poll meanwhile. */
  async start(): Promise<void> {
    await this.connect(false);
  }

  /** True while the LISTEN connection is up (tests). */
  get listening(): boolean {
    return this.connected;
  }

  private async connect(reconnecting: boolean): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: 'evenkeel-jobs-listen',
      connectionTimeoutMillis: 10_000,
      // It only listens: keep-alive probes are what tells it the server is gone.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.connected = false;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.options.logger.warn(
        { reason: error?.message, retryInMs: this.retryDelayMs },
        'job notifications: connection lost, reconnecting',
      );
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL && message.payload) this.options.onJob(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.connected = true;
    this.retryDelayMs = 500;
    // Jobs queued while nobody listened: fetch now rather than at the next poll.
    if (reconnecting) this.options.onReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.options.maxRetryDelayMs ?? 30_000);
    this.retryTimer = setTimeout(() => void this.connect(true), delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => {});
  }
}
