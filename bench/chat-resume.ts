/**
 * Chat resume after a long gap (issue 29): a person who was away 30 days has 5,000 missed
 * messages in 20 conversations. Their client connects and asks each conversation for
 * everything after the last sequence it has, page after page (one round trip a page, 200
 * messages at most). Target: p99 < 100 ms a page. Repeated BENCH_REPEATS times (fresh sockets)
 * for enough pages to read a p99 from.
 *
 *   npm run bench:chat-resume            BENCH_MESSAGES=5000 BENCH_CONVERSATIONS=20 BENCH_REPEATS=10
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { conversations, messages } from '../server/src/db/schema';
import {
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

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 10);
const DAY_MS = 24 * 60 * 60 * 1000;

async function main() {
  const pair = await startPair();
  // Only its database is used: the missed messages are written straight into the table.
  const sender = await Sender.open(
    pair.databaseUrl,
    () => [],
    () => '',
  );
  try {
    const [a, b] = pair.servers;
    const { people, csrf } = await seedPeople(sender.database, a.baseUrl, CONVERSATIONS + 1);
    const reader = nth(people, 0);
    const conversationsMade = await seedConversations(
      sender.database,
      people.slice(1).map((other) => [reader, other] as [typeof reader, typeof reader]),
    );
    // The missed messages, written 30 days ago (straight into the table: their sends are not measured).
    const perConversation = Math.ceil(MESSAGES / CONVERSATIONS);
    for (const conversation of conversationsMade) {
      const start = Date.now() - 30 * DAY_MS;
      const rows = Array.from({ length: perConversation }, (_, index) => ({
        conversationId: conversation.id,
        seq: index + 1,
        senderId: conversation.people[1].id,
        clientId: randomUUID(),
        body: `missed message ${index + 1} `.padEnd(120, '·'),
        createdAt: new Date(start + index * 1000),
      }));
      for (let offset = 0; offset < rows.length; offset += 500) {
        await sender.database.db.insert(messages).values(rows.slice(offset, offset + 500));
      }
      await sender.database.db
        .update(conversations)
        .set({ lastSeq: perConversation })
        .where(eq(conversations.id, conversation.id));
    }
    await sender.database.executeSql('analyze messages');

    const pageMs: number[] = [];
    let received = 0;
    let wrongOrder = 0;
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      // Alternate instances, as a reconnecting client lands on either.
      const server = repeat % 2 === 0 ? a : b;
      let waiting: ((frame: Frame) => void) | null = null;
      const socket = await connect(server.baseUrl, reader, csrf, (frame) => {
        if (frame.type === 'page' && waiting) waiting(frame);
      });
      for (const conversation of conversationsMade) {
        let after: number | null = 0;
        while (after !== null) {
          const asked = performance.now();
          const page = await new Promise<Frame>((resolve) => {
            waiting = resolve;
            socket.send(
              JSON.stringify({ type: 'resume', conversation_id: conversation.slug, after_seq: after }),
            );
          });
          pageMs.push(performance.now() - asked);
          const seqs = (page.messages as { seq: number }[]).map((message) => message.seq);
          seqs.forEach((seq, index) => {
            if (seq !== (after as number) + index + 1) wrongOrder += 1;
          });
          received += seqs.length;
          after = page.next_after_seq as number | null;
        }
      }
      socket.terminate();
    }
    pageMs.sort((x, y) => x - y);
    const expected = perConversation * CONVERSATIONS * REPEATS;
    const result = {
      missed_messages: perConversation * CONVERSATIONS,
      conversations: CONVERSATIONS,
      repeats: REPEATS,
      pages: pageMs.length,
      received,
      expected,
      wrong_order: wrongOrder,
      p50_ms: round(percentile(pageMs, 50)),
      p99_ms: round(percentile(pageMs, 99)),
      max_ms: round(pageMs.at(-1) ?? 0),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(
      result.p99_ms < 100 && received === expected && wrongOrder === 0 ? 'PASS: p99 < 100 ms a page' : 'FAIL',
    );
  } finally {
    await sender.close();
    await pair.stop();
  }
}

await main();
