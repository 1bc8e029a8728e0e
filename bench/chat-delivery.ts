/**
 * Chat delivery (issue 29): 1,000 sockets across two instances (each pair of people split
 * between them, so every message crosses Redis), messages sent at a paced 100 a second (even
 * arrivals, open loop), time from the send's start to the other person's socket. Target: p99 <
 * 50 ms. Also the servers' CPU per message (both instances, from /proc).
 *
 *   npm run bench:chat-delivery          BENCH_SOCKETS=1000 BENCH_RATE=100 BENCH_SECONDS=30
 */
import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import {
  type Conversation,
  connect,
  type Frame,
  nth,
  percentile,
  round,
  Sender,
  seedConversations,
  seedPeople,
  startPair,
} from './chat-support';
import { processCpuSeconds } from './cpu';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

async function main() {
  const pair = await startPair();
  let csrfToken = '';
  const sender = await Sender.open(
    pair.databaseUrl,
    () => pair.servers.map((server) => server.baseUrl),
    () => csrfToken,
  );
  const sockets: WebSocket[] = [];
  try {
    const [a, b] = pair.servers;
    const { people, csrf } = await seedPeople(sender.database, a.baseUrl, SOCKETS);
    csrfToken = csrf;
    const pairs: [(typeof people)[0], (typeof people)[0]][] = [];
    for (let index = 0; index + 1 < people.length; index += 2)
      pairs.push([nth(people, index), nth(people, index + 1)]);
    const conversations = await seedConversations(sender.database, pairs);

    // client_id → when its send started; the first arrival at the recipient's socket ends it.
    const started = new Map<string, { at: number; recipient: number }>();
    const latencies: number[] = [];
    let duplicates = 0;
    const onFrame = (personId: number) => (frame: Frame) => {
      if (frame.type !== 'message') return;
      const message = frame.message as { client_id: string; mine: boolean };
      if (message.mine) return;
      const sent = started.get(message.client_id);
      if (!sent || sent.recipient !== personId) return;
      if (Number.isNaN(sent.at)) {
        duplicates += 1;
        return;
      }
      latencies.push(performance.now() - sent.at);
      sent.at = Number.NaN;
    };
    const connectStart = performance.now();
    for (const conversation of conversations) {
      // The first of each pair on instance A, the second on B.
      const [first, second] = conversation.people;
      sockets.push(await connect(a.baseUrl, first, csrf, onFrame(first.id)));
      sockets.push(await connect(b.baseUrl, second, csrf, onFrame(second.id)));
    }
    const connectMs = performance.now() - connectStart;
    console.log(`${sockets.length} sockets open in ${round(connectMs / 1000)} s`);

    const send = async (conversation: Conversation, due: number) => {
      const from = Math.random() < 0.5 ? 0 : 1;
      const clientId = randomUUID();
      started.set(clientId, { at: due, recipient: conversation.people[from === 0 ? 1 : 0].id });
      await sender.send(conversation, from, `bench ${clientId}`, clientId);
    };
    // Warm-up: a second at the rate, not measured.
    await paced(RATE, 1, (index, due) => send(nth(conversations, index % conversations.length), due));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    latencies.length = 0;
    started.clear();

    const cpuBefore = a.pid && b.pid ? (processCpuSeconds(a.pid) ?? 0) + (processCpuSeconds(b.pid) ?? 0) : 0;
    const total = await paced(RATE, SECONDS, (index, due) =>
      send(nth(conversations, (index * 7919) % conversations.length), due),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const cpuAfter = (processCpuSeconds(a.pid) ?? 0) + (processCpuSeconds(b.pid) ?? 0);

    latencies.sort((x, y) => x - y);
    const result = {
      sockets: sockets.length,
      offered_rate: RATE,
      seconds: SECONDS,
      sent: total,
      delivered: latencies.length,
      missing: total - latencies.length,
      duplicates,
      p50_ms: round(percentile(latencies, 50)),
      p99_ms: round(percentile(latencies, 99)),
      max_ms: round(latencies.at(-1) ?? 0),
      server_cpu_ms_per_message: round(((cpuAfter - cpuBefore) * 1000) / total, 2),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(result.p99_ms < 50 && result.missing === 0 ? 'PASS: p99 < 50 ms, none missing' : 'FAIL');
  } finally {
    for (const socket of sockets) socket.terminate();
    await sender.close();
    await pair.stop();
  }
}

/** Calls `send(i, due)` at start + i / rate for `seconds`, not waiting for one to end before the next. */
async function paced(rate: number, seconds: number, send: (index: number, due: number) => Promise<void>) {
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(index, due));
  }
  await Promise.all(pending);
  return total;
}

await main();
