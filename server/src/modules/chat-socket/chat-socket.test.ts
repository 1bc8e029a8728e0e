import { MESSAGE_PAGE_SIZE, SOCKET_CLOSE_SESSION_ENDED, SOCKET_MAX_PAYLOAD_BYTES } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, calls, chatPreferences, sessions, users } from '../../db/schema';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { resource } from '../../test/client';
import { clientFor, createUser, TEST_PASSWORD } from '../../test/factories';
import { createConversation, listen, openSocket, sendMessages, socketFor } from './test-helpers';

let t: TestApp;
let host: string;
beforeAll(async () => {
  // A short session check, so a session that ends without an event is noticed within the test.
  t = await createTestApp({ EVENKEEL_SOCKET_SESSION_CHECK_SECONDS: '1' });
  host = await listen(t.app);
});
afterAll(() => t.close());

async function person() {
  const user = await createUser(t.ctx);
  return { user, client: await clientFor(t.app, user) };
}

describe('the upgrade', () => {
  it('is refused without a session cookie (401)', async () => {
    const { client } = await person();
    await expect(openSocket(host, { csrf: client.csrfToken, origin: `http://${host}` })).rejects.toThrow(
      /401/,
    );
  });

  it('is refused from another Origin (403), even with the cookie and token', async () => {
    const { client } = await person();
    await expect(
      openSocket(host, {
        cookie: client.cookieHeader(),
        csrf: client.csrfToken,
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow(/403/);
  });

  it('is refused without the CSRF token, or with a wrong one (403)', async () => {
    const { client } = await person();
    const cookie = client.cookieHeader();
    const origin = `http://${host}`;
    await expect(openSocket(host, { cookie, origin })).rejects.toThrow(/403/);
    await expect(openSocket(host, { cookie, origin, csrf: 'not-the-token' })).rejects.toThrow(/403/);
  });

  it('opens for the signed-in person and says ready with their public id', async () => {
    const { user, client } = await person();
    const socket = await openSocket(host, {
      cookie: client.cookieHeader(),
      csrf: client.csrfToken,
      origin: `http://${host}`,
    });
    expect(await socket.next('ready')).toEqual({ type: 'ready', user_id: user.slug });
    socket.close();
  });
});

describe('frames', () => {
  it('answers ping with pong, and a frame it cannot read with an error, staying open', async () => {
    const { client } = await person();
    const socket = await socketFor(host, client);
    socket.send('not json');
    expect(await socket.next('error')).toMatchObject({ code: 'invalid' });
    socket.send({ type: 'resume', conversation_id: 'x', after_seq: -1 });
    expect(await socket.next('error')).toMatchObject({ code: 'invalid' });
    socket.send({ type: 'ping' });
    expect(await socket.next('pong')).toEqual({ type: 'pong' });
    socket.close();
  });

  it('closes a socket that sends a frame larger than the limit', async () => {
    const { client } = await person();
    const socket = await socketFor(host, client);
    socket.send({ type: 'ping', padding: 'x'.repeat(SOCKET_MAX_PAYLOAD_BYTES) });
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses frames beyond the per-socket budget', async () => {
    const { client } = await person();
    const socket = await socketFor(host, client);
    for (let i = 0; i < 100; i += 1) socket.send({ type: 'ping' });
    expect(await socket.next('error')).toMatchObject({ code: 'rate_limited' });
    socket.close();
  });
});

describe('resume', () => {
  it('pages everything after after_seq from the database, in order, each message once', async () => {
    const a = await person();
    const b = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    await sendMessages(t.ctx, conversation.id, a.user, b.user, 450, false);
    const socket = await socketFor(host, b.client);
    const seen: number[] = [];
    let after: number | null = 20;
    let pages = 0;
    while (after !== null) {
      socket.send({ type: 'resume', conversation_id: conversation.slug, after_seq: after });
      const page = await socket.next('page');
      pages += 1;
      expect(page.conversation_id).toBe(conversation.slug);
      expect(page.messages.length).toBeLessThanOrEqual(MESSAGE_PAGE_SIZE);
      seen.push(...page.messages.map((message) => message.seq));
      after = page.next_after_seq;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 430 }, (_, index) => index + 21));
    socket.close();
  });

  it('presents each message for its reader', async () => {
    const a = await person();
    const b = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    await sendMessages(t.ctx, conversation.id, a.user, b.user, 1, false);
    const socket = await socketFor(host, a.client);
    socket.send({ type: 'resume', conversation_id: conversation.slug, after_seq: 0 });
    const page = await socket.next('page');
    expect(page).toMatchObject({ next_after_seq: null });
    expect(page.messages[0]).toMatchObject({
      conversation_id: conversation.slug,
      seq: 1,
      body: 'message 1',
      deleted: false,
      edited_at: null,
      mine: true,
      sender_id: a.user.slug,
    });
    socket.close();
  });

  it("answers not_found for someone else's conversation (resume or typing) and for one that does not exist, leaking nothing", async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    await sendMessages(t.ctx, conversation.id, a.user, b.user, 3, false);
    const socket = await socketFor(host, stranger.client);
    socket.send({ type: 'resume', conversation_id: conversation.slug, after_seq: 0 });
    const refused = await socket.next('error');
    socket.send({ type: 'resume', conversation_id: 'no-such-conversation', after_seq: 0 });
    const missing = await socket.next('error');
    expect(refused).toEqual(missing);
    expect(refused.code).toBe('not_found');
    socket.send({ type: 'typing', conversation_id: conversation.slug });
    expect(await socket.next('error')).toEqual(refused);
    expect(socket.frames.filter((frame) => frame.type === 'page')).toEqual([]);
    socket.close();
  });
});

describe('live events', () => {
  it("pushes a new message to both people's sockets and to nobody else", async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    const [bSocket, aSocket, strangerSocket] = await Promise.all([
      socketFor(host, b.client),
      socketFor(host, a.client),
      socketFor(host, stranger.client),
    ]);
    await sendMessages(t.ctx, conversation.id, a.user, b.user);
    expect((await bSocket.next('message')).message).toMatchObject({ seq: 1, mine: false, body: 'message 1' });
    expect((await aSocket.next('message')).message).toMatchObject({ seq: 1, mine: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerSocket.frames).toEqual([]);
    for (const socket of [aSocket, bSocket, strangerSocket]) socket.close();
  });

  it('relays typing only when both people turned it on, and never across a block', async () => {
    const a = await person();
    const b = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    const [aSocket, bSocket] = await Promise.all([socketFor(host, a.client), socketFor(host, b.client)]);
    const typing = { type: 'typing', conversation_id: conversation.slug };

    await t.ctx.db.insert(chatPreferences).values({ userId: a.user.id, typingIndicator: true });
    aSocket.send(typing);
    aSocket.send({ type: 'ping' });
    await aSocket.next('pong');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bSocket.frames).toEqual([]);

    await t.ctx.db.insert(chatPreferences).values({ userId: b.user.id, typingIndicator: true });
    aSocket.send(typing);
    expect(await bSocket.next('typing')).toEqual(typing);

    await t.ctx.db.insert(blocks).values({ blockerId: b.user.id, blockedId: a.user.id });
    aSocket.send(typing);
    aSocket.send({ type: 'ping' });
    await aSocket.next('pong');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bSocket.frames).toEqual([]);
    aSocket.close();
    bSocket.close();
  });

  it("relays a call's signalling to the other person for a live call only", async () => {
    const a = await person();
    const b = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    const [call] = await t.ctx.db
      .insert(calls)
      .values({ conversationId: conversation.id, callerId: a.user.id })
      .returning();
    const [aSocket, bSocket] = await Promise.all([socketFor(host, a.client), socketFor(host, b.client)]);
    const signal = {
      type: 'signal',
      conversation_id: conversation.slug,
      call_id: call?.slug,
      description: { type: 'offer', sdp: 'v=0' },
    };
    aSocket.send(signal);
    expect(await bSocket.next('signal')).toEqual(signal);
    aSocket.send({ ...signal, call_id: 'not-a-call' });
    expect(await aSocket.next('error')).toMatchObject({ code: 'not_found' });

    t.ctx.bus.publish({
      kind: 'call',
      conversationId: conversation.id,
      callId: call?.id ?? 0,
      userIds: [a.user.id, b.user.id],
    });
    expect(await aSocket.next('call')).toEqual({
      type: 'call',
      conversation_id: conversation.slug,
      call_id: call?.slug,
      state: 'ringing',
      caller_is_me: true,
    });
    expect(await bSocket.next('call')).toMatchObject({ caller_is_me: false });
    aSocket.close();
    bSocket.close();
  });

  it('pushes read receipts to the other person only when both share them, and conversation changes', async () => {
    const a = await person();
    const b = await person();
    const conversation = await createConversation(t.ctx.db, a.user, b.user);
    const bSocket = await socketFor(host, b.client);
    const read: ChatEvent = {
      kind: 'read',
      conversationId: conversation.id,
      userId: a.user.id,
      seq: 4,
      userIds: [a.user.id, b.user.id],
    };
    t.ctx.bus.publish(read);
    t.ctx.bus.publish({
      kind: 'conversation',
      conversationId: conversation.id,
      userIds: [a.user.id, b.user.id],
    });
    expect(await bSocket.next('conversation')).toEqual({
      type: 'conversation',
      conversation_id: conversation.slug,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bSocket.frames).toEqual([]);
    await t.ctx.db.insert(chatPreferences).values([
      { userId: a.user.id, readReceipts: true },
      { userId: b.user.id, readReceipts: true },
    ]);
    t.ctx.bus.publish(read);
    expect(await bSocket.next('read')).toEqual({ type: 'read', conversation_id: conversation.slug, seq: 4 });
    bSocket.close();
  });
});

describe('sessions end', () => {
  it("closes the signed-out session's sockets with 4401, and only that session's", async () => {
    const { user, client } = await person();
    const other = await clientFor(t.app, user);
    const [socket, otherSocket] = await Promise.all([socketFor(host, client), socketFor(host, other)]);
    expect((await client.delete('/api/session')).statusCode).toBe(204);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_SESSION_ENDED);
    otherSocket.send({ type: 'ping' });
    expect(await otherSocket.next('pong')).toEqual({ type: 'pong' });
    otherSocket.close();
  });

  it('closes with 4401 when the session expires without any event', async () => {
    const { user, client } = await person();
    const socket = await socketFor(host, client);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_SESSION_ENDED);
  });

  it('closes every socket of a deleted account with 4401', async () => {
    const { user, client } = await person();
    const socket = await socketFor(host, client);
    const deleted = await client.request('DELETE', `/api/users/${user.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, user.slug),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_SESSION_ENDED);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
