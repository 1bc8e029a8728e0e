import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  chatPreferences,
  conversationParticipants,
  conversations,
  emails,
  messages,
  pushSubscriptions,
  type users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { CHAT_PUSH_WEB, chatMessageNotification, scanChatNotifications } from './chat-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENKEEL_PUBLIC_URL: 'https://evenkeel.example' });
  // The cron would scan in the middle of a test: scans here run by hand.
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'chat.notifications.scan'`);
});
afterAll(() => t.close());

type User = typeof users.$inferSelect;
type Chat = { id: number; slug: string; sender: User; recipient: User };

const SECRET = 'Meet me at the blue door at noon';

async function chat(recipientOverrides: Partial<typeof users.$inferInsert> = {}): Promise<Chat> {
  const sender = await createUser(t.ctx, { firstName: 'Zebulon', lastName: 'Quartermain' });
  const recipient = await createUser(t.ctx, { firstName: 'Robin', ...recipientOverrides });
  const [low, high] = sender.id < recipient.id ? [sender, recipient] : [recipient, sender];
  const [row] = await t.ctx.db
    .insert(conversations)
    .values({ userLowId: low.id, userHighId: high.id })
    .returning({ id: conversations.id, slug: conversations.slug });
  if (!row) throw new Error('conversation not created');
  await t.ctx.db.insert(conversationParticipants).values([
    { conversationId: row.id, userId: sender.id },
    { conversationId: row.id, userId: recipient.id },
  ]);
  return { ...row, sender, recipient };
}

/** A message sent `minutesAgo` (the clock moved by writing its creation time). */
async function send(conversation: Chat, minutesAgo: number, from: User = conversation.sender) {
  const [row] = await t.ctx.db
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: new Date() })
    .where(eq(conversations.id, conversation.id))
    .returning({ seq: conversations.lastSeq });
  if (!row) throw new Error('no conversation');
  await t.ctx.db.insert(messages).values({
    conversationId: conversation.id,
    seq: row.seq,
    senderId: from.id,
    clientId: crypto.randomUUID(),
    body: SECRET,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  return row.seq;
}

const emailsTo = (user: User) => t.ctx.db.select().from(emails).where(eq(emails.userId, user.id));

async function participant(conversation: Chat, user: User) {
  const where = and(
    eq(conversationParticipants.conversationId, conversation.id),
    eq(conversationParticipants.userId, user.id),
  );
  return {
    read: (seq: number) => t.ctx.db.update(conversationParticipants).set({ lastReadSeq: seq }).where(where),
    notifiedMinutesAgo: (minutes: number) =>
      t.ctx.db
        .update(conversationParticipants)
        .set({ notifiedAt: new Date(Date.now() - minutes * 60_000) })
        .where(where),
  };
}

describe('unread-message notifications', () => {
  it('sends exactly one e-mail once a message waited ten minutes, none before', async () => {
    const c = await chat();
    await send(c, 9);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toEqual([]);

    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(messages.conversationId, c.id));
    await scanChatNotifications(t.ctx);
    await scanChatNotifications(t.ctx);
    const sent = await emailsTo(c.recipient);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: c.recipient.email,
      subject: 'You have a new message on Evenkeel',
    });
    expect(sent[0]?.textBody).toContain(`https://evenkeel.example/chat/${c.slug}`);
    expect(sent[0]?.textBody).toContain('https://evenkeel.example/profile#chat');
    // The sender is never told about their own message.
    expect(await emailsTo(c.sender)).toEqual([]);
    const delivery = await t.ctx.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'email.deliver' and (data->>'emailId')::bigint = $1`,
      [sent[0]?.id],
    );
    expect(Number(delivery.rows[0]?.n)).toBe(1);
  });

  it('never puts the message, its sender or their words in the e-mail', async () => {
    const c = await chat();
    await send(c, 11);
    await scanChatNotifications(t.ctx);
    const [mail] = await emailsTo(c.recipient);
    const everything = `${mail?.subject}\n${mail?.textBody}`;
    for (const word of ['blue door', 'noon', 'Zebulon', 'Quartermain', c.sender.email]) {
      expect(everything).not.toContain(word);
    }
    expect(mail?.textBody).toContain('Hello Robin,');
  });

  it('sends nothing for a message that was read', async () => {
    const c = await chat();
    const seq = await send(c, 30);
    await (await participant(c, c.recipient)).read(seq);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toEqual([]);
  });

  it('sends at most one per conversation in an hour', async () => {
    const c = await chat();
    await send(c, 20);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toHaveLength(1);

    // A newer message, itself unread for long enough, within the hour: nothing more.
    await send(c, 11);
    const recipient = await participant(c, c.recipient);
    await recipient.notifiedMinutesAgo(59);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toHaveLength(1);

    // An hour after the first: the new message brings the second.
    await recipient.notifiedMinutesAgo(61);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toHaveLength(2);
    // And the same unread messages never bring a third.
    await recipient.notifiedMinutesAgo(120);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toHaveLength(2);
  });

  it('sends nothing to someone who turned them off', async () => {
    const c = await chat();
    await t.ctx.db.insert(chatPreferences).values({ userId: c.recipient.id, messageNotifications: false });
    await send(c, 30);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(c.recipient)).toEqual([]);
  });

  it('sends nothing when either person blocked the other', async () => {
    const blocked = await chat();
    await t.ctx.db.insert(blocks).values({ blockerId: blocked.recipient.id, blockedId: blocked.sender.id });
    await send(blocked, 30);
    const blocker = await chat();
    await t.ctx.db.insert(blocks).values({ blockerId: blocker.sender.id, blockedId: blocker.recipient.id });
    await send(blocker, 30);
    await scanChatNotifications(t.ctx);
    expect(await emailsTo(blocked.recipient)).toEqual([]);
    expect(await emailsTo(blocker.recipient)).toEqual([]);
  });

  it('writes to a French recipient in French', async () => {
    const c = await chat({ locale: 'fr' });
    await send(c, 15);
    await scanChatNotifications(t.ctx);
    const [mail] = await emailsTo(c.recipient);
    expect(mail).toMatchObject({ locale: 'fr', subject: 'Vous avez un nouveau message sur Evenkeel' });
    expect(mail?.textBody).toContain('Bonjour Robin,');
    expect(chatMessageNotification(c.slug)('fr')).toMatchObject({
      body: 'Vous avez un nouveau message sur Evenkeel',
      url: `/chat/${c.slug}`,
    });
  });

  it('claims each participant once when two scans race', async () => {
    const racing = await Promise.all([chat(), chat(), chat(), chat()]);
    for (const c of racing) await send(c, 12);
    await Promise.all([
      scanChatNotifications(t.ctx, new Date(), 2),
      scanChatNotifications(t.ctx, new Date(), 2),
    ]);
    for (const c of racing) expect(await emailsTo(c.recipient)).toHaveLength(1);
  });

  it('queues one push per browser subscription with the same words and the conversation', async () => {
    const c = await chat();
    const [subscription] = await t.ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: c.recipient.id,
        endpoint: `https://push.example/${c.slug}`,
        p256dh: 'key',
        auth: 'auth',
      })
      .returning({ id: pushSubscriptions.id });
    await send(c, 11);
    const result = await scanChatNotifications(t.ctx);
    expect(result.pushes).toBeGreaterThanOrEqual(1);
    const jobs = await t.ctx.database.executeSql(
      `select data from pgboss.job where name = $1 and (data->>'subscriptionId')::bigint = $2`,
      [CHAT_PUSH_WEB, subscription?.id],
    );
    expect(jobs.rows.map((row) => (row as { data: unknown }).data)).toEqual([
      { subscriptionId: subscription?.id, conversation: c.slug },
    ]);
    expect(chatMessageNotification(c.slug)('en')).toEqual({
      title: 'Evenkeel',
      body: 'You have a new message on Evenkeel',
      url: `/chat/${c.slug}`,
      tag: 'chat-message',
    });
  });
});
