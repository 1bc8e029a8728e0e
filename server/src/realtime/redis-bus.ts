import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { ChatBus, ChatEvent, ChatListener } from './bus';

/** What travels on the channel: the event and the instance that published it. */
type Envelope = { from: string; event: ChatEvent };

export type RedisBusOptions = {
  url: string;
  /** The pub/sub channel every instance of one deployment shares (EVENKEEL_REDIS_CHANNEL). */
  channel: string;
  logger: FastifyBaseLogger;
};

/** Longest pause between two reconnection tries: an outage is noticed back within this. */
const MAX_RECONNECT_DELAY_MS = 2_000;
/** How long the start waits for the subscription before serving anyway (Redis may be down). */
const SUBSCRIBE_WAIT_MS = 5_000;

/**
 * The chat bus across instances, over Redis pub/sub (issue 29, "Several instances"): one
 * connection publishes, one listens (a subscribed connection can do nothing else). Both
 * reconnect by themselves; ioredis subscribes again after each reconnection.
 *
 * An event reaches this instance's listeners at once, without the round trip through Redis,
 * and the copy that comes back from Redis is skipped: a message between two people on the same
 * instance is delivered even while Redis is down. A publish while Redis is unreachable is
 * logged and dropped, never thrown into the request that stored the message: nothing is lost,
 * since every client resumes from the database when it reconnects, and the events carry only
 * ids and sequence numbers.
 */
export class RedisBus implements ChatBus {
  private readonly instance = randomUUID();
  private readonly listeners = new Set<ChatListener>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly logger: FastifyBaseLogger;
  private dropped = 0;
  /** Settles once the channel is subscribed (or the first try failed: the client keeps trying). */
  readonly subscribed: Promise<void>;

  constructor({ url, channel, logger }: RedisBusOptions) {
    this.channel = channel;
    this.logger = logger;
    const options: RedisOptions = {
      // The chat must not wait on Redis: commands fail at once while it is away (no queue that
      // grows during an outage and floods it after), and reconnection never gives up.
      retryStrategy: (times) => Math.min(times * 200, MAX_RECONNECT_DELAY_MS),
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
      keepAlive: 10_000,
      connectionName: 'evenkeel-chat',
    };
    this.publisher = new Redis(url, { ...options, enableOfflineQueue: false });
    // The subscriber queues its SUBSCRIBE until the first connection is up.
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const [role, connection] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      // Without a listener an unreachable Redis would crash the process with an unhandled error.
      connection.on('error', (error: Error & { code?: string }) => {
        this.logger.warn({ role, code: error.code, reason: error.message }, 'chat bus: Redis error');
      });
      connection.on('ready', () => this.logger.info({ role }, 'chat bus: Redis connected'));
    }
    this.subscriber.on('message', (from: string, payload: string) => this.receive(from, payload));
    this.subscribed = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: Error) => {
        this.logger.warn({ reason: error.message }, 'chat bus: subscription failed, retrying on reconnect');
      },
    );
  }

  /** Waits for the subscription, at most SUBSCRIBE_WAIT_MS: a down Redis does not stop the start. */
  async ready(waitMs = SUBSCRIBE_WAIT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.logger.warn({ waitMs }, 'chat bus: Redis not subscribed yet, serving without it meanwhile');
        resolve();
      }, waitMs);
    });
    await Promise.race([this.subscribed, timeout]);
    clearTimeout(timer);
  }

  publish(event: ChatEvent): void {
    this.deliver(event);
    if (this.publisher.status !== 'ready') {
      this.drop(event, this.publisher.status);
      return;
    }
    const envelope: Envelope = { from: this.instance, event };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).then(
      () => undefined,
      (error: Error) => this.drop(event, error.message),
    );
  }

  subscribe(listener: ChatListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }

  private receive(channel: string, payload: string): void {
    if (channel !== this.channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      this.logger.warn('chat bus: a payload that is not JSON was ignored');
      return;
    }
    if (envelope.from === this.instance || typeof envelope.event?.kind !== 'string') return;
    this.deliver(envelope.event);
  }

  private deliver(event: ChatEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        // One listener's fault must not stop the others, nor reach the publisher's request.
        this.logger.error({ err: error, kind: event.kind }, 'chat bus: a listener failed');
      }
    }
  }

  private drop(event: ChatEvent, reason: string): void {
    this.dropped += 1;
    this.logger.warn(
      { kind: event.kind, reason, dropped: this.dropped },
      'chat bus: event not published (Redis unreachable); clients on other instances resume from the database',
    );
  }
}

/** QUIT when connected, otherwise stop reconnecting at once. */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
}
