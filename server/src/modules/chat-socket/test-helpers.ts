import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerFrame } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import type { User } from '../../auth/user';
import { createContext } from '../../boot';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conversationParticipants, conversations, messages } from '../../db/schema';
import { loadEnv } from '../../env';
import type { TestClient } from '../../test/client';
import { openTestDatabase } from '../../test/database';

/** The app's address once listening on a free loopback port. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/** A socket client that keeps every frame it received, and waits for the ones a test expects. */
export class SocketClient {
  readonly frames: ServerFrame[] = [];
  private waiters: (() => void)[] = [];
  closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame received (from the start) that matches, waiting up to `timeoutMs`. */
  async next<T extends ServerFrame['type']>(
    type: T,
    match: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(
        (frame) => frame.type === type && match(frame as Extract<ServerFrame, { type: T }>),
      );
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<ServerFrame, { type: T }>;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} frame within ${timeoutMs} ms: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

export type SocketOptions = { cookie?: string; csrf?: string; origin?: string };

/** Opens a socket; resolves once open, or rejects with the upgrade's refusal ("Unexpected server response: 401"). */
export function openSocket(host: string, options: SocketOptions): Promise<SocketClient> {
  const query = options.csrf === undefined ? '' : `?csrf=${encodeURIComponent(options.csrf)}`;
  const ws = new WebSocket(`ws://${host}/api/socket${query}`, {
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const client = new SocketClient(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** A signed-in client's socket, with its cookie, CSRF token and the app's own Origin. */
export async function socketFor(host: string, client: TestClient): Promise<SocketClient> {
  const socket = await openSocket(host, {
    cookie: client.cookieHeader(),
    csrf: client.csrfToken,
    origin: `http://${host}`,
  });
  await socket.next('ready');
  return socket;
}

/** A conversation between two people, as the chat module stores one (the pair in order). */
export async function createConversation(db: Db, a: User, b: User) {
  const [low, high] = a.id < b.id ? [a, b] : [b, a];
  const [conversation] = await db
    .insert(conversations)
    .values({ userLowId: low.id, userHighId: high.id })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  await db.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: a.id },
    { conversationId: conversation.id, userId: b.id },
  ]);
  return conversation;
}

/**
 * Stores `count` messages from `sender` as a send does (the next sequence numbers taken by
 * updating the conversation, in one transaction) and tells the bus after commit, as the chat
 * module's send does. Returns the sequence numbers.
 */
export async function sendMessages(
  ctx: AppContext,
  conversationId: number,
  sender: User,
  recipient: User,
  count = 1,
  publish = true,
): Promise<number[]> {
  const seqs = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + ${count}`, lastMessageAt: new Date() })
      .where(eq(conversations.id, conversationId))
      .returning({ lastSeq: conversations.lastSeq });
    if (!row) throw new Error('no conversation');
    const first = row.lastSeq - count + 1;
    const values = Array.from({ length: count }, (_, index) => ({
      conversationId,
      seq: first + index,
      senderId: sender.id,
      clientId: randomUUID(),
      body: `message ${first + index}`,
    }));
    await tx.insert(messages).values(values);
    return values.map((value) => value.seq);
  });
  if (publish) {
    for (const seq of seqs) {
      ctx.bus.publish({ kind: 'message', conversationId, seq, userIds: [sender.id, recipient.id] });
    }
  }
  return seqs;
}

/** Whether Redis answers at this URL (the two-instance tests need it; CI and the machine run one). */
export async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export type Instance = { app: FastifyInstance; ctx: AppContext; host: string };

/**
 * Two app instances on one database, each with its own Redis bus on one channel of the test's
 * own: what a deployment with two web processes is, in one test process.
 */
export async function twoInstances(
  redisUrl: string,
): Promise<{ instances: [Instance, Instance]; close(): Promise<void> }> {
  const { database, drop } = await openTestDatabase();
  const channel = `evenkeel-test:${randomUUID()}`;
  const folders: string[] = [];
  const instances: Instance[] = [];
  for (const work of [true, false]) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-test-'));
    folders.push(dataDir);
    const env = loadEnv({
      NODE_ENV: 'test',
      EVENKEEL_DEMO_DATA: 'false',
      EVENKEEL_DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      EVENKEEL_REDIS_CHANNEL: channel,
    });
    const ctx = await createContext({
      env,
      logger: pino({ level: 'silent' }),
      work,
      database,
      pollingIntervalSeconds: 0.5,
    });
    const app = await buildApp({ ctx });
    await app.ready();
    instances.push({ app, ctx, host: await listen(app) });
  }
  return {
    instances: instances as [Instance, Instance],
    async close() {
      for (const { app, ctx } of instances) {
        await app.close();
        await ctx.jobs.stop();
        await ctx.bus.close();
      }
      await drop();
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    },
  };
}
