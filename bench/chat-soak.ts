/**
 * Chat soak (issue 29): 200 clients in 100 conversations on two instances, 10,000 messages,
 * client sockets cut at random every few seconds, and one instance killed with SIGKILL midway.
 * Each client does what the web app does: on every (re)connect, with backoff and jitter, to any
 * live instance, it resumes its conversation after the last sequence it holds without a gap,
 * and keeps one message per sequence. At the end every client's messages are checked against
 * the database. Target: 0 lost and 0 duplicated on every client.
 *
 *   npm run bench:chat-soak              BENCH_CLIENTS=200 BENCH_MESSAGES=10000 BENCH_RATE=50
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type WebSocket from 'ws';
import { messages } from '../server/src/db/schema';
import {
  type Conversation,
  connect,
  type Frame,
  nth,
  type Person,
  round,
  Sender,
  seedConversations,
  seedPeople,
  startPair,
} from './chat-support';
import type { BenchServer } from './server-process';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
// 50 a second: 10,000 messages over 200 people stay under the 30-a-minute limit per person.
const RATE = Number(process.env.BENCH_RATE ?? 50);
/** Sockets cut at each round of cuts, and how often (a random 2–4 s). */
const CUTS_PER_ROUND = Number(process.env.BENCH_CUTS ?? 5);

class SoakClient {
  /** Sequence → times its message arrived (resume pages and live pushes). */
  readonly arrivals = new Map<number, number>();
  /** The highest sequence held with none missing below it: where a resume starts. */
  contiguous = 0;
  socket: WebSocket | null = null;
  reconnects = 0;
  private stopped = false;

  constructor(
    readonly person: Person,
    readonly conversation: Conversation,
    private readonly servers: () => BenchServer[],
    private readonly csrf: string,
  ) {}

  async start(server: BenchServer): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      const target = attempt === 0 ? server : pick(this.servers());
      try {
        const socket = await connect(target.baseUrl, this.person, this.csrf, (frame) => this.receive(frame));
        this.socket = socket;
        socket.on('close', () => {
          if (this.socket === socket) this.socket = null;
          if (!this.stopped) {
            this.reconnects += 1;
            void this.start(pick(this.servers()));
          }
        });
        this.resume(this.contiguous);
        return;
      } catch {
        // Refused (the instance is gone): back off, with jitter, and try any live instance.
        await sleep(Math.min(2000, 100 * 2 ** attempt) * (0.5 + Math.random()));
      }
    }
  }

  cut(): void {
    this.socket?.terminate();
  }

  stop(): void {
    this.stopped = true;
    this.socket?.terminate();
  }

  private resume(after: number): void {
    this.socket?.send(
      JSON.stringify({ type: 'resume', conversation_id: this.conversation.slug, after_seq: after }),
    );
  }

  private receive(frame: Frame): void {
    if (frame.type === 'message') this.hold((frame.message as { seq: number }).seq);
    if (frame.type === 'page') {
      for (const message of frame.messages as { seq: number }[]) this.hold(message.seq);
      if (frame.next_after_seq !== null) this.resume(frame.next_after_seq as number);
    }
  }

  private hold(seq: number): void {
    this.arrivals.set(seq, (this.arrivals.get(seq) ?? 0) + 1);
    while (this.arrivals.has(this.contiguous + 1)) this.contiguous += 1;
  }
}

async function main() {
  const pair = await startPair();
  let alive: BenchServer[] = [...pair.servers];
  let csrfToken = '';
  const sender = await Sender.open(
    pair.databaseUrl,
    () => alive.map((server) => server.baseUrl),
    () => csrfToken,
  );
  const clients: SoakClient[] = [];
  try {
    const [a, b] = pair.servers;
    const { people, csrf } = await seedPeople(sender.database, a.baseUrl, CLIENTS);
    csrfToken = csrf;
    const pairs: [Person, Person][] = [];
    for (let index = 0; index + 1 < people.length; index += 2)
      pairs.push([nth(people, index), nth(people, index + 1)]);
    const conversations = await seedConversations(sender.database, pairs);
    for (const conversation of conversations) {
      for (const [side, server] of [
        [0, a],
        [1, b],
      ] as const) {
        const client = new SoakClient(conversation.people[side], conversation, () => alive, csrf);
        clients.push(client);
        await client.start(server);
      }
    }
    console.log(`${clients.length} clients connected`);

    let cuts = 0;
    let sending = true;
    const cutter = (async () => {
      while (sending) {
        await sleep(2000 + Math.random() * 2000);
        for (let index = 0; index < CUTS_PER_ROUND; index += 1) {
          pick(clients).cut();
          cuts += 1;
        }
      }
    })();

    const started = performance.now();
    let killedAt = -1;
    let failedSends = 0;
    for (let index = 0; index < MESSAGES; index += 1) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (index === Math.floor(MESSAGES * 0.4)) {
        // One instance dies without a word: its sockets drop, its clients go to the other.
        process.kill(b.pid, 'SIGKILL');
        alive = [a];
        killedAt = index;
      }
      const conversation = pick(conversations);
      sender
        .send(conversation, Math.random() < 0.5 ? 0 : 1, `soak ${index}`, randomUUID())
        .catch((error: Error) => {
          if (failedSends === 0) console.error(`a send failed: ${error.message}`);
          failedSends += 1;
        });
    }
    const sendSeconds = (performance.now() - started) / 1000;
    sending = false;
    await cutter;

    // The database is the truth: each conversation's sequences, which every client must hold.
    const expected = new Map<number, number[]>();
    for (const conversation of conversations) {
      const rows = await sender.database.db
        .select({ seq: messages.seq })
        .from(messages)
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(asc(messages.seq));
      expected.set(
        conversation.id,
        rows.map((row) => row.seq),
      );
    }
    // Let the last pushes and the reconnections settle (a client keeps trying, as a browser would).
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && clients.some((client) => lost(client, expected) > 0)) await sleep(250);

    let lostTotal = 0;
    let clientsWithLoss = 0;
    let arrivedTwice = 0;
    let gaps = 0;
    for (const seqs of expected.values()) {
      seqs.forEach((seq, index) => {
        if (seq !== index + 1) gaps += 1;
      });
    }
    for (const client of clients) {
      const missing = lost(client, expected);
      lostTotal += missing;
      if (missing > 0) clientsWithLoss += 1;
      for (const count of client.arrivals.values()) if (count > 1) arrivedTwice += 1;
    }
    const stored = [...expected.values()].reduce((sum, seqs) => sum + seqs.length, 0);
    const result = {
      clients: clients.length,
      messages_sent: MESSAGES,
      messages_stored: stored,
      failed_sends: failedSends,
      rate_limited_retries: sender.rateLimited,
      send_seconds: round(sendSeconds),
      socket_cuts: cuts,
      reconnects: clients.reduce((sum, client) => sum + client.reconnects, 0),
      instance_killed_at_message: killedAt,
      sequence_gaps_in_database: gaps,
      lost: lostTotal,
      clients_with_loss: clientsWithLoss,
      // A message that came both live and in a resume page: the client keeps one per sequence
      // (as the web app does), so it is shown once; this counts how often the merge was needed.
      arrived_twice_then_merged: arrivedTwice,
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(lostTotal === 0 && gaps === 0 && stored === MESSAGES ? 'PASS: 0 lost, 0 duplicated' : 'FAIL');
  } finally {
    for (const client of clients) client.stop();
    await sender.close();
    await pair.stop();
  }
}

function lost(client: SoakClient, expected: Map<number, number[]>): number {
  return (expected.get(client.conversation.id) ?? []).filter((seq) => !client.arrivals.has(seq)).length;
}

function pick<T>(list: readonly T[]): T {
  return nth(list, Math.floor(Math.random() * list.length));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await main();
