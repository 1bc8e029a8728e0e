import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createOrganization,
  createProviderProfile,
  createUser,
} from '../../test/factories';
import { conversationWith, linkageOf, send, startWith, withLinks } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may talk to whom (POST /api/conversations)', () => {
  it('connections, either direction: 201 the first time, 200 with the same conversation after', async () => {
    const sharer = await createUser(t.ctx, { firstName: 'Ada', lastName: 'Sharer' });
    const viewer = await createUser(t.ctx);
    await createConnection(t.ctx, sharer, viewer);
    const viewerClient = await clientFor(t.app, viewer);
    const first = await startWith(viewerClient, sharer);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers.location).toBe(`/api/conversations/${first.doc.data?.id}`);
    expect(first.doc.data?.attributes).toMatchObject({
      other_name: 'Ada Sharer',
      read_only_reason: null,
      last_seq: 0,
      other_last_read_seq: null,
      typing_shared: false,
    });
    expect(linkageOf(first, 'participant')).toEqual({ type: 'users', id: sharer.slug });
    expect(first.doc.data?.meta).toMatchObject({ unread_count: 0, abilities: { send: true, block: true } });
    const sharerClient = await clientFor(t.app, sharer);
    const again = await startWith(sharerClient, viewer);
    expect(again.statusCode).toBe(200);
    expect(again.doc.data?.id).toBe(first.doc.data?.id);
  });

  it('a group administrator and its reporters, units included; not two reporters', async () => {
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const unit = await createGroup(t.ctx, org, { parentId: group.id });
    const admin = await createUser(t.ctx);
    const unitAdmin = await createUser(t.ctx);
    const reporter = await createUser(t.ctx);
    const unitReporter = await createUser(t.ctx);
    await addGroupRole(t.ctx, group, admin, 'administrator');
    await addGroupRole(t.ctx, unit, unitAdmin, 'administrator');
    await addGroupRole(t.ctx, group, reporter, 'reporter');
    await addGroupRole(t.ctx, unit, unitReporter, 'reporter');
    const adminClient = await clientFor(t.app, admin);
    expect((await startWith(adminClient, reporter)).statusCode).toBe(201);
    expect((await startWith(adminClient, unitReporter)).statusCode).toBe(201);
    const unitAdminClient = await clientFor(t.app, unitAdmin);
    expect((await startWith(unitAdminClient, unitReporter)).statusCode).toBe(201);
    expect((await startWith(unitAdminClient, reporter)).statusCode).toBe(404);
    const reporterClient = await clientFor(t.app, reporter);
    expect((await startWith(reporterClient, unitReporter)).statusCode).toBe(404);
    // The reporter may start it too.
    expect((await startWith(await clientFor(t.app, unitReporter), unitAdmin)).statusCode).toBe(200);
  });

  it('an organization’s administrators and its members; a provider and the members of its organization', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    const providerUser = await createUser(t.ctx);
    const otherMember = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    await addOrganizationRole(t.ctx, org, member, 'member');
    await addOrganizationRole(t.ctx, org, otherMember, 'member');
    await createProviderProfile(t.ctx, providerUser, org);
    expect((await startWith(await clientFor(t.app, member), admin)).statusCode).toBe(201);
    expect((await startWith(await clientFor(t.app, providerUser), member)).statusCode).toBe(201);
    expect((await startWith(await clientFor(t.app, otherMember), providerUser)).statusCode).toBe(201);
    // Two members are not related by their organization.
    expect((await startWith(await clientFor(t.app, member), otherMember)).statusCode).toBe(404);
  });

  it('an inactive provider, or a disabled organization, gives no relationship', async () => {
    const org = await createOrganization(t.ctx, { state: 'disabled' });
    const admin = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    await addOrganizationRole(t.ctx, org, member, 'member');
    expect((await startWith(await clientFor(t.app, member), admin)).statusCode).toBe(404);
    const open = await createOrganization(t.ctx);
    const providerUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, open, member, 'member');
    await createProviderProfile(t.ctx, providerUser, open, { active: false });
    expect((await startWith(await clientFor(t.app, member), providerUser)).statusCode).toBe(404);
  });

  it('a stranger or an unknown id: the same 404; yourself: 422 with the spec’s words, in both languages', async () => {
    const me = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    const client = await clientFor(t.app, me);
    const strangerAnswer = await startWith(client, stranger);
    const unknownAnswer = await startWith(client, { slug: 'no-such-person' });
    expect(strangerAnswer.statusCode).toBe(404);
    expect(unknownAnswer.statusCode).toBe(404);
    expect(strangerAnswer.doc.errors).toEqual(unknownAnswer.doc.errors);
    const self = await startWith(client, me);
    expect(self.statusCode).toBe(422);
    expect(self.doc.errors?.[0]).toMatchObject({
      detail: "You can't start a conversation with yourself.",
      source: { pointer: '/data/relationships/participant' },
    });
    const francophone = await createUser(t.ctx, { locale: 'fr' });
    const french = await startWith(await clientFor(t.app, francophone, 'fr'), francophone);
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Vous ne pouvez pas démarrer une conversation avec vous-même.',
    );
    const missing = await client.post('/api/conversations', { data: { type: 'conversations' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/participant' });
  });

  it('401 when signed out, on every chat route', async () => {
    const client = await new TestClient(t.app).start();
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['GET', '/api/conversations/x'],
      ['PATCH', '/api/conversations/x'],
      ['GET', '/api/conversations/x/messages'],
      ['POST', '/api/messages'],
      ['PATCH', '/api/messages/x'],
      ['DELETE', '/api/messages/x'],
      ['GET', '/api/blocks'],
      ['POST', '/api/blocks'],
      ['DELETE', '/api/blocks/x'],
      ['GET', '/api/message_reports'],
      ['POST', '/api/message_reports'],
      ['PATCH', '/api/message_reports/x'],
      ['GET', '/api/chat_preferences'],
      ['PATCH', '/api/chat_preferences'],
    ] as const) {
      const body =
        method === 'GET' || method === 'DELETE' ? undefined : { data: { type: 'x', attributes: {} } };
      const response = await client.request(method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('reading conversations', () => {
  it('nobody outside the conversation reads it: not an organization administrator, not a platform administrator', async () => {
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    const member = await createUser(t.ctx);
    const friend = await createUser(t.ctx);
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    await addOrganizationRole(t.ctx, org, member, 'member');
    await addOrganizationRole(t.ctx, org, friend, 'member');
    await createConnection(t.ctx, member, friend);
    const memberClient = await clientFor(t.app, member);
    const id = await conversationWith(memberClient, friend);
    const sent = await send(memberClient, id, 'private words');
    for (const outsider of [admin, platformAdmin]) {
      const client = await clientFor(t.app, outsider);
      expect((await client.get(`/api/conversations/${id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect(items(await client.get('/api/conversations'))).toEqual([]);
      expect((await send(client, id, 'hello')).statusCode).toBe(404);
      const patch = await client.patch(
        `/api/messages/${sent.doc.data?.id}`,
        withLinks('messages', { body: 'x' }, {}),
      );
      expect(patch.statusCode).toBe(404);
      expect((await client.delete(`/api/messages/${sent.doc.data?.id}`)).statusCode).toBe(404);
    }
  });

  it('lists unread first with the counts, and moves the read state forward only', async () => {
    const me = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    await createConnection(t.ctx, me, a);
    await createConnection(t.ctx, me, b);
    const mine = await clientFor(t.app, me);
    const withA = await conversationWith(mine, a);
    const withB = await conversationWith(mine, b);
    const aClient = await clientFor(t.app, a);
    await send(aClient, withA, 'one');
    await send(aClient, withA, 'two');
    await send(mine, withB, 'newest, and mine');
    const list = await mine.get('/api/conversations');
    expect(list.statusCode).toBe(200);
    expect(items(list).map((c) => c.id)).toEqual([withA, withB]);
    expect(list.doc.meta).toMatchObject({ total: 2, unread_total: 2 });
    expect(items(list)[0]?.meta?.unread_count).toBe(2);
    expect(items(list)[0]?.attributes).toMatchObject({ last_message_body: 'two', last_message_mine: false });
    const read = await mine.patch(`/api/conversations/${withA}`, {
      data: { type: 'conversations', id: withA, attributes: { last_read_seq: 99 } },
    });
    expect(read.statusCode).toBe(200);
    expect(read.doc.data?.attributes.last_read_seq).toBe(2);
    expect(read.doc.data?.meta?.unread_count).toBe(0);
    const back = await mine.patch(`/api/conversations/${withA}`, {
      data: { type: 'conversations', id: withA, attributes: { last_read_seq: 1 } },
    });
    expect(back.doc.data?.attributes.last_read_seq).toBe(2);
    const bad = await mine.patch(`/api/conversations/${withA}`, {
      data: { type: 'conversations', id: withA, attributes: { last_read_seq: -1 } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/last_read_seq' });
  });

  it('a session ends and starts again; a new message starts it again too', async () => {
    const me = await createUser(t.ctx);
    const friend = await createUser(t.ctx);
    await createConnection(t.ctx, friend, me);
    const client = await clientFor(t.app, me);
    const id = await conversationWith(client, friend);
    const patch = (attributes: Record<string, unknown>) =>
      client.patch(`/api/conversations/${id}`, { data: { type: 'conversations', id, attributes } });
    const ended = await patch({ session_ended: true });
    expect(ended.doc.data?.attributes).toMatchObject({ session_ended_by_me: true });
    expect(ended.doc.data?.attributes.session_ended_at).toEqual(expect.any(String));
    const other = await clientFor(t.app, friend);
    expect((await other.get(`/api/conversations/${id}`)).doc.data?.attributes.session_ended_by_me).toBe(
      false,
    );
    expect((await patch({ session_ended: false })).doc.data?.attributes.session_ended_at).toBeNull();
    await patch({ session_ended: true });
    await send(other, id, 'back again');
    expect((await client.get(`/api/conversations/${id}`)).doc.data?.attributes.session_ended_at).toBeNull();
  });
});

describe('what the bus is told after each write', () => {
  it('conversation created, read state moved, session ended, block and unblock: ids only, both people', async () => {
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    await createConnection(t.ctx, a, b);
    const aClient = await clientFor(t.app, a);
    const events: ChatEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => events.push(event));
    const id = await conversationWith(aClient, b);
    await send(await clientFor(t.app, b), id, 'hello');
    await aClient.patch(`/api/conversations/${id}`, {
      data: { type: 'conversations', id, attributes: { last_read_seq: 1, session_ended: true } },
    });
    const blocked = await aClient.post('/api/blocks', withLinks('blocks', {}, { user: ['users', b.slug] }));
    await aClient.delete(`/api/blocks/${blocked.doc.data?.id}`);
    stop();
    const both = expect.arrayContaining([a.id, b.id]);
    const conversationId = events[0]?.kind === 'conversation' ? events[0].conversationId : -1;
    expect(events).toEqual([
      { kind: 'conversation', conversationId, userIds: both },
      { kind: 'message', conversationId, seq: 1, userIds: both },
      { kind: 'read', conversationId, userId: a.id, seq: 1, userIds: both },
      { kind: 'conversation', conversationId, userIds: both },
      { kind: 'conversation', conversationId, userIds: both },
      { kind: 'conversation', conversationId, userIds: both },
    ]);
    expect(JSON.stringify(events)).not.toContain('hello');
  });
});
