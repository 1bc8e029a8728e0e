import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, devices, messages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { chatOneSignalJob, scanChatNotifications } from './chat-notifications';

/** The native app's devices hear of an unread message through OneSignal, as reminders do. */
const SECRET = 'The words only the two of them read';
const received: { body: Record<string, unknown> }[] = [];
let oneSignal: Server;
let t: TestApp;

beforeAll(async () => {
  oneSignal = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => oneSignal.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    ONESIGNAL_APP_ID: 'app-123',
    ONESIGNAL_API_KEY: 'secret-key',
    ONESIGNAL_API_URL: `http://127.0.0.1:${(oneSignal.address() as AddressInfo).port}`,
  });
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'chat.notifications.scan'`);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => oneSignal.close(() => resolve()));
});

describe('unread chat messages on the native app', () => {
  it('sends one OneSignal notice in the recipient’s language, never the words, with a key a retry keeps', async () => {
    const sender = await createUser(t.ctx, { firstName: 'Zebulon' });
    const recipient = await createUser(t.ctx, { firstName: 'Robin', locale: 'fr' });
    await t.ctx.db
      .insert(devices)
      .values({ userId: recipient.id, oneSignalToken: `device-${recipient.slug}` });
    const [low, high] = sender.id < recipient.id ? [sender, recipient] : [recipient, sender];
    const [conversation] = await t.ctx.db
      .insert(conversations)
      .values({ userLowId: low.id, userHighId: high.id, lastSeq: 1 })
      .returning({ id: conversations.id, slug: conversations.slug });
    if (!conversation) throw new Error('no conversation');
    await t.ctx.db.insert(conversationParticipants).values([
      { conversationId: conversation.id, userId: sender.id, lastReadSeq: 1 },
      { conversationId: conversation.id, userId: recipient.id },
    ]);
    await t.ctx.db.insert(messages).values({
      conversationId: conversation.id,
      seq: 1,
      senderId: sender.id,
      clientId: crypto.randomUUID(),
      body: SECRET,
      createdAt: sql`now() - interval '11 minutes'`,
    });

    await scanChatNotifications(t.ctx);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const notice = received[0]?.body as {
      include_subscription_ids: string[];
      headings: { en: string };
      contents: { en: string };
      data: { url: string };
      idempotency_key: string;
    };
    expect(notice.include_subscription_ids).toEqual([`device-${recipient.slug}`]);
    expect(notice.headings.en).toBe('Evenkeel');
    expect(notice.contents.en).toBe('Vous avez un nouveau message sur Evenkeel');
    expect(notice.data.url).toBe(`/chat/${conversation.slug}`);
    expect(JSON.stringify(notice)).not.toContain(SECRET);
    expect(JSON.stringify(notice)).not.toContain('Zebulon');

    // A retried job sends the same key, so OneSignal shows the notice once.
    await chatOneSignalJob(t.ctx).handle({ userId: recipient.id, conversation: conversation.slug, seq: 1 });
    expect(received).toHaveLength(2);
    expect(received[1]?.body.idempotency_key).toBe(notice.idempotency_key);

    // Nothing more on the next scan: the notice was claimed.
    await scanChatNotifications(t.ctx);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toHaveLength(2);
  });
});
