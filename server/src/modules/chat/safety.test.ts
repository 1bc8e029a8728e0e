import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { auditEvents, chatPreferences, connections, messageReports, messages } from '../../db/schema';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, type TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createConnection,
  createOrganization,
  createUser,
  TEST_PASSWORD,
} from '../../test/factories';
import { conversationWith, linkageOf, send, withLinks } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Pair = { a: User; b: User; aClient: TestClient; bClient: TestClient; id: string };
async function pair(): Promise<Pair> {
  const a = await createUser(t.ctx, { firstName: 'Alice', lastName: 'A' });
  const b = await createUser(t.ctx, { firstName: 'Bob', lastName: 'B' });
  await createConnection(t.ctx, a, b);
  const aClient = await clientFor(t.app, a);
  const bClient = await clientFor(t.app, b);
  return { a, b, aClient, bClient, id: await conversationWith(aClient, b) };
}

const block = (client: TestClient, user: Pick<User, 'slug'>) =>
  client.post('/api/blocks', withLinks('blocks', {}, { user: ['users', user.slug] }));

describe('blocks', () => {
  it('a block makes the conversation read-only both ways and says only "cannot message this person"', async () => {
    const p = await pair();
    await send(p.bClient, p.id, 'hi');
    const created = await block(p.aClient, p.b);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({ full_name: 'Bob B' });
    expect(linkageOf(created, 'user')).toEqual({ type: 'users', id: p.b.slug });
    expect((await block(p.aClient, p.b)).doc.data?.id).toBe(created.doc.data?.id);
    expect((await block(p.aClient, p.b)).statusCode).toBe(200);
    for (const client of [p.aClient, p.bClient]) {
      const refused = await send(client, p.id, 'hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.doc.errors?.[0]).toMatchObject({
        code: 'blocked',
        detail: 'You cannot message this person.',
      });
      const got = await client.get(`/api/conversations/${p.id}`);
      expect(got.doc.data?.attributes.read_only_reason).toBe('blocked');
    }
    expect((await p.aClient.get(`/api/conversations/${p.id}`)).doc.data?.meta?.abilities).toMatchObject({
      block: false,
      unblock: true,
    });
    // The blocked person is told nothing more: no block of theirs, no unblock.
    expect(items(await p.bClient.get('/api/blocks'))).toEqual([]);
    expect((await p.bClient.get(`/api/conversations/${p.id}`)).doc.data?.meta?.abilities).toMatchObject({
      unblock: false,
    });
    expect((await p.bClient.delete(`/api/blocks/${created.doc.data?.id}`)).statusCode).toBe(404);
    const listed = await p.aClient.get('/api/blocks');
    expect(items(listed).map((b) => b.id)).toEqual([created.doc.data?.id]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'chat_block_created'));
    expect(audit?.detail).toBe(created.doc.data?.id);
    expect((await p.aClient.delete(`/api/blocks/${created.doc.data?.id}`)).statusCode).toBe(204);
    expect((await send(p.bClient, p.id, 'hello again')).statusCode).toBe(201);
  });

  it('the blocked person cannot write either way when they block back; French detail', async () => {
    const p = await pair();
    await block(p.bClient, p.a);
    const fr = await createUser(t.ctx, { locale: 'fr' });
    await createConnection(t.ctx, fr, p.a);
    const frClient = await clientFor(t.app, fr, 'fr');
    const id = await conversationWith(frClient, p.a);
    await block(p.aClient, fr);
    const refused = await send(frClient, id, 'bonjour');
    expect(refused.doc.errors?.[0]?.detail).toBe('Vous ne pouvez pas écrire à cette personne.');
    expect((await send(p.aClient, p.id, 'blocked by b')).statusCode).toBe(403);
  });

  it('404 for a stranger or an unknown id; a past conversation is enough; yourself 422', async () => {
    const p = await pair();
    const stranger = await createUser(t.ctx);
    expect((await block(p.aClient, stranger)).statusCode).toBe(404);
    expect((await block(p.aClient, { slug: 'nobody' })).statusCode).toBe(404);
    await t.ctx.db.delete(connections).where(eq(connections.sharerId, p.a.id));
    expect((await block(p.bClient, p.a)).statusCode).toBe(201);
    const self = await block(p.aClient, p.a);
    expect(self.statusCode).toBe(422);
    expect(self.doc.errors?.[0]).toMatchObject({
      detail: "You can't block yourself.",
      source: { pointer: '/data/relationships/user' },
    });
    expect((await p.aClient.delete('/api/blocks/nothing')).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('copies the message and the ten before it; one report per message; the platform administrators’ queue', async () => {
    const p = await pair();
    for (let i = 1; i <= 12; i++) await send(i % 3 ? p.aClient : p.bClient, p.id, `line ${i}`);
    const reported = await send(p.aClient, p.id, 'the bad one');
    const messageId = String(reported.doc.data?.id);
    const body = (note?: string) =>
      withLinks('message_reports', note === undefined ? {} : { note }, { message: ['messages', messageId] });
    const own = await p.aClient.post('/api/message_reports', body());
    expect(own.statusCode).toBe(422);
    expect(own.doc.errors?.[0]).toMatchObject({
      detail: 'You can only report a message you received.',
      source: { pointer: '/data/relationships/message' },
    });
    const outsider = await clientFor(t.app, await createUser(t.ctx));
    expect((await outsider.post('/api/message_reports', body())).statusCode).toBe(404);
    expect((await p.bClient.post('/api/message_reports', body('x'.repeat(1001)))).statusCode).toBe(422);
    const created = await p.bClient.post('/api/message_reports', body('Unkind'));
    expect(created.statusCode, created.body).toBe(201);
    const excerpt = created.doc.data?.attributes.excerpt as {
      seq: number;
      sender_name: string;
      reported: boolean;
    }[];
    expect(excerpt.map((line) => line.seq)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(excerpt.at(-1)).toMatchObject({ body: 'the bad one', sender_name: 'Alice A', reported: true });
    expect(excerpt[0]).toMatchObject({ sender_name: 'Bob B', reported: false });
    expect(JSON.stringify(excerpt)).not.toContain('sender_id');
    const again = await p.bClient.post('/api/message_reports', body('again'));
    expect(again.statusCode).toBe(200);
    expect(again.doc.data?.id).toBe(created.doc.data?.id);
    expect(again.doc.data?.attributes.note).toBe('Unkind');
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'message_reported'));
    expect(audit?.detail).toBe(created.doc.data?.id);

    const reportId = String(created.doc.data?.id);
    const org = await createOrganization(t.ctx);
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, orgAdmin, 'administrator');
    const orgAdminClient = await clientFor(t.app, orgAdmin);
    expect((await orgAdminClient.get('/api/message_reports')).statusCode).toBe(403);
    expect((await p.bClient.get('/api/message_reports')).statusCode).toBe(403);
    const close = (client: TestClient) =>
      client.patch(
        `/api/message_reports/${reportId}`,
        resource('message_reports', { state: 'closed' }, reportId),
      );
    expect((await close(orgAdminClient)).statusCode).toBe(404);
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const queue = await admin.get('/api/message_reports');
    expect(queue.statusCode).toBe(200);
    const mine = items(queue).find((r) => r.id === reportId);
    expect(mine?.attributes).toMatchObject({ state: 'open', note: 'Unkind', reporter_name: 'Bob B' });
    expect(mine?.meta?.abilities).toEqual({ close: true });
    // The administrator still reads nothing else of the conversation.
    expect((await admin.get(`/api/conversations/${p.id}/messages`)).statusCode).toBe(404);
    const bad = await admin.patch(
      `/api/message_reports/${reportId}`,
      resource('message_reports', { state: 'open' }, reportId),
    );
    expect(bad.statusCode).toBe(422);
    const closed = await close(admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.doc.data?.attributes).toMatchObject({ state: 'closed', closed_at: expect.any(String) });
    // A newer open report comes before the closed one.
    const later = await send(p.aClient, p.id, 'another');
    await p.bClient.post(
      '/api/message_reports',
      withLinks('message_reports', {}, { message: ['messages', String(later.doc.data?.id)] }),
    );
    const states = items(await admin.get('/api/message_reports')).map((r) => r.attributes.state);
    expect(states.indexOf('closed')).toBeGreaterThan(states.lastIndexOf('open'));
  });
});

describe('chat preferences', () => {
  it('calm by default; read receipts and typing shared only when both turned them on', async () => {
    const p = await pair();
    const got = await p.aClient.get('/api/chat_preferences');
    expect(got.statusCode).toBe(200);
    expect(got.doc.data).toMatchObject({
      id: p.a.slug,
      attributes: { read_receipts: false, typing_indicator: false, message_notifications: true },
    });
    expect(await t.ctx.db.select().from(chatPreferences).where(eq(chatPreferences.userId, p.a.id))).toEqual(
      [],
    );
    const turnOn = (client: TestClient, user: User) =>
      client.patch(
        '/api/chat_preferences',
        resource('chat_preferences', { read_receipts: true, typing_indicator: true }, user.slug),
      );
    const saved = await turnOn(p.aClient, p.a);
    expect(saved.doc.data?.attributes).toMatchObject({
      read_receipts: true,
      typing_indicator: true,
      message_notifications: true,
    });
    await send(p.bClient, p.id, 'hi');
    expect((await p.aClient.get(`/api/conversations/${p.id}`)).doc.data?.attributes).toMatchObject({
      other_last_read_seq: null,
      typing_shared: false,
    });
    await turnOn(p.bClient, p.b);
    expect((await p.aClient.get(`/api/conversations/${p.id}`)).doc.data?.attributes).toMatchObject({
      other_last_read_seq: 1,
      typing_shared: true,
    });
    const off = await p.aClient.patch(
      '/api/chat_preferences',
      resource('chat_preferences', { message_notifications: false }, p.a.slug),
    );
    expect(off.doc.data?.attributes).toMatchObject({ read_receipts: true, message_notifications: false });
    const invalid = await p.aClient.patch(
      '/api/chat_preferences',
      resource('chat_preferences', { read_receipts: 'yes' }, p.a.slug),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/read_receipts' });
    const otherId = await p.aClient.patch(
      '/api/chat_preferences',
      resource('chat_preferences', {}, p.b.slug),
    );
    expect(otherId.statusCode).toBe(409);
  });
});

describe('deleting an account', () => {
  it('erases the text of every message it sent, its edits and its lines in reports; the other person keeps the conversation', async () => {
    const p = await pair();
    const sent = await send(p.bClient, p.id, 'words to erase');
    const sentId = String(sent.doc.data?.id);
    await p.bClient.patch(`/api/messages/${sentId}`, {
      data: { type: 'messages', id: sentId, attributes: { body: 'edited words' } },
    });
    const theirs = await send(p.aClient, p.id, 'a reply');
    const reportByB = await p.bClient.post(
      '/api/message_reports',
      withLinks(
        'message_reports',
        { note: 'my note' },
        { message: ['messages', String(theirs.doc.data?.id)] },
      ),
    );
    const reportByA = await p.aClient.post(
      '/api/message_reports',
      withLinks('message_reports', {}, { message: ['messages', sentId] }),
    );
    expect(reportByA.statusCode).toBe(201);
    const events: ChatEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => events.push(event));
    const deleted = await p.bClient.request('DELETE', `/api/users/${p.b.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, p.b.slug),
    });
    stop();
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The person's sockets close everywhere; the other person is told to read the conversation again.
    expect(events).toEqual([
      { kind: 'session_ended', userId: p.b.id, sessionId: null },
      { kind: 'conversation', conversationId: expect.any(Number), userIds: [p.a.id] },
    ]);
    const conversation = await p.aClient.get(`/api/conversations/${p.id}`);
    expect(conversation.doc.data?.attributes).toMatchObject({
      other_name: null,
      read_only_reason: 'account_deleted',
    });
    const list = items(await p.aClient.get(`/api/conversations/${p.id}/messages`));
    expect(list.map((m) => [m.attributes.seq, m.attributes.body])).toEqual([
      [1, null],
      [2, 'a reply'],
    ]);
    expect(linkageOf({ doc: { data: list[0] } }, 'sender')).toBeNull();
    const slugs = [String(reportByA.doc.data?.id), String(reportByB.doc.data?.id)];
    const stored = JSON.stringify(
      await t.ctx.db.select().from(messageReports).where(inArray(messageReports.slug, slugs)),
    );
    expect(stored).toContain('a reply');
    expect(stored).not.toContain('words');
    expect(stored).not.toContain('my note');
    expect(stored).not.toContain('Bob');
    expect((await t.ctx.db.select().from(messages).where(eq(messages.slug, sentId)))[0]?.body).toBeNull();
  });
});
