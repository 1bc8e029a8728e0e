import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { type Database, openDatabase } from '../server/src/db/client';
import {
  connections,
  conversationParticipants,
  conversations,
  messages,
  sessions,
  users,
} from '../server/src/db/schema';
import { hashToken, newSecretToken } from '../server/src/lib/ids';
import { type BenchServer, startServer } from './server-process';

/**
 * What the chat benches share (issue 29, bench/README.md "Chat"): two server processes on one
 * PostgreSQL database and one Redis channel, people and sessions written straight to the
 * database (an argon2 sign-in per person would take a minute for a thousand), and a sender that
 * sends as a client does, through the API.
 */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Pair = {
  servers: [BenchServer, BenchServer];
  databaseUrl: string;
  channel: string;
  stop(): Promise<void>;
};

/** Two instances (the first also runs jobs) on one throwaway database, fanning out through Redis. */
export async function startPair(): Promise<Pair> {
  const channel = `evenkeel-bench:${randomUUID()}`;
  const env = {
    REDIS_URL,
    EVENKEEL_REDIS_CHANNEL: channel,
    EVENKEEL_RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  };
  const first = await startServer('postgres', 'warn', env);
  const databaseUrl = first.databaseUrl;
  if (!databaseUrl) throw new Error('the first server has no database URL');
  const second = await startServer('postgres', 'warn', { ...env, EVENKEEL_ROLE: 'web' }, { databaseUrl });
  return {
    servers: [first, second],
    databaseUrl,
    channel,
    async stop() {
      await second.stop();
      await first.stop();
    },
  };
}

export type Person = { id: number; slug: string; cookie: string };

/**
 * `count` people, each with a live session: the cookie a browser would hold (session and CSRF
 * secret) and, shared by all, a CSRF token for that secret (tokens are not bound to a session).
 */
export async function seedPeople(
  database: Database,
  baseUrl: string,
  count: number,
): Promise<{ people: Person[]; csrf: string }> {
  const response = await fetch(`${baseUrl}/api/session`, { headers: { accept: 'application/vnd.api+json' } });
  const secret = /evenkeel_csrf=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const csrf = ((await response.json()) as { meta?: { csrf_token?: string } }).meta?.csrf_token;
  if (!secret || !csrf) throw new Error('no CSRF token from GET /api/session');
  const people: Person[] = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, index) => ({
          email: `chat-${randomBytes(6).toString('hex')}-${start + index}@example.test`,
          passwordHash: 'not-a-password',
          firstName: 'Bench',
          lastName: `Person ${start + index}`,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, slug: users.slug });
    const tokens = rows.map(() => newSecretToken());
    await database.db.insert(sessions).values(
      rows.map((row, index) => ({
        id: hashToken(tokens[index] as string),
        userId: row.id,
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      })),
    );
    rows.forEach((row, index) => {
      people.push({ ...row, cookie: `evenkeel_session=${tokens[index]}; evenkeel_csrf=${secret}` });
    });
  }
  return { people, csrf };
}

export type Conversation = { id: number; slug: string; people: [Person, Person] };

/**
 * A conversation for each pair of people (stored as the chat module stores one), who are
 * connected (the first shares with the second), so either may write to the other.
 */
export async function seedConversations(
  database: Database,
  pairs: [Person, Person][],
): Promise<Conversation[]> {
  const made: Conversation[] = [];
  for (const pair of pairs) {
    const [low, high] = pair[0].id < pair[1].id ? pair : [pair[1], pair[0]];
    const [row] = await database.db
      .insert(conversations)
      .values({ userLowId: low.id, userHighId: high.id })
      .returning({ id: conversations.id, slug: conversations.slug });
    if (!row) throw new Error('conversation not made');
    await database.db.insert(connections).values({ sharerId: pair[0].id, viewerId: pair[1].id });
    await database.db.insert(conversationParticipants).values([
      { conversationId: row.id, userId: pair[0].id },
      { conversationId: row.id, userId: pair[1].id },
    ]);
    made.push({ ...row, people: pair });
  }
  return made;
}

/**
 * Sends as a client does: `POST /api/messages` with the person's session cookie and the CSRF
 * token, to one of the live instances in turn. A send that fails (an instance gone, a refused
 * connection, a 5xx) is tried again on another instance with the **same client id**, so it is
 * stored once; the per-person limit (429) is waited out and counted.
 */
export class Sender {
  rateLimited = 0;
  private turn = 0;

  private constructor(
    readonly database: Database,
    private readonly csrf: () => string,
    private readonly servers: () => string[],
  ) {}

  /** `servers`: the base URLs of the instances alive now; `csrf`: the token seeded with the people. */
  static async open(databaseUrl: string, servers: () => string[], csrf: () => string): Promise<Sender> {
    const database = await openDatabase({ url: databaseUrl, poolSize: 5, connectionTimeoutMillis: 60_000 });
    return new Sender(database, csrf, servers);
  }

  async send(
    conversation: Conversation,
    from: 0 | 1,
    body: string,
    clientId = randomUUID(),
  ): Promise<number> {
    const sender = conversation.people[from];
    const payload = JSON.stringify({
      data: {
        type: 'messages',
        attributes: { body, client_id: clientId },
        relationships: { conversation: { data: { type: 'conversations', id: conversation.slug } } },
      },
    });
    for (let attempt = 1; ; attempt += 1) {
      const alive = this.servers();
      const baseUrl = alive[this.turn++ % alive.length] as string;
      try {
        const response = await fetch(`${baseUrl}/api/messages`, {
          method: 'POST',
          headers: {
            accept: 'application/vnd.api+json',
            'content-type': 'application/vnd.api+json',
            cookie: sender.cookie,
            origin: baseUrl,
            'x-csrf-token': this.csrf(),
          },
          body: payload,
        });
        if (response.status === 201 || response.status === 200) {
          const document = (await response.json()) as { data: { attributes: { seq: number } } };
          return document.data.attributes.seq;
        }
        if (response.status === 429) {
          this.rateLimited += 1;
          await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 3000));
          attempt -= 1;
          continue;
        }
        if (response.status < 500)
          throw new Error(`send refused: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (attempt >= 8 || String(error).includes('send refused')) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}

export type Frame = { type: string; [key: string]: unknown };

/** Opens an authenticated socket on a server; resolves once `ready` arrived. */
export function connect(
  baseUrl: string,
  person: Person,
  csrf: string,
  onFrame: (frame: Frame) => void,
): Promise<WebSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/socket?csrf=${encodeURIComponent(csrf)}`;
  const ws = new WebSocket(url, { headers: { cookie: person.cookie }, origin: baseUrl });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'ready') {
        ws.removeListener('error', reject);
        ws.on('error', () => undefined);
        resolve(ws);
      }
      onFrame(frame);
    });
  });
}

/** The item at `index`, which must be there. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} of ${list.length}`);
  return item;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
