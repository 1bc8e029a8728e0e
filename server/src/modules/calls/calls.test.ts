import { CALL_RING_MS } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, calls, connections, conversationParticipants, conversations } from '../../db/schema';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createConnection, createUser } from '../../test/factories';
import { MISS_CALL, missCall } from './service';

const SECRET = 'a-turn-secret-for-the-tests';
let t: TestApp;
const events: ChatEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({
    EVENKEEL_ICE_SERVERS: JSON.stringify([{ urls: 'stun:127.0.0.1:3478' }, { urls: 'turn:127.0.0.1:3478' }]),
    EVENKEEL_TURN_SECRET: SECRET,
  });
  t.ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

/** Two connected people in a conversation, each signed in. */
async function pair() {
  const [a, b] = [await createUser(t.ctx), await createUser(t.ctx, { locale: 'fr' })];
  const connection = await createConnection(t.ctx, a, b);
  const [low, high] = a.id < b.id ? [a, b] : [b, a];
  const [conversation] = await t.ctx.db
    .insert(conversations)
    .values({ userLowId: low.id, userHighId: high.id })
    .returning();
  if (!conversation) throw new Error('conversation not created');
  await t.ctx.db.insert(conversationParticipants).values([
    { conversationId: conversation.id, userId: a.id },
    { conversationId: conversation.id, userId: b.id },
  ]);
  return {
    a,
    b,
    conversation,
    connection,
    ca: await clientFor(t.app, a),
    cb: await clientFor(t.app, b, 'fr'),
  };
}

const ring = (client: TestClient, conversationSlug: string) =>
  client.post('/api/calls', {
    data: {
      type: 'calls',
      attributes: {},
      relationships: { conversation: { data: { type: 'conversations', id: conversationSlug } } },
    },
  });
const move = (client: TestClient, id: string, state: string) =>
  client.patch(`/api/calls/${id}`, { data: { type: 'calls', id, attributes: { state } } });

describe('calls', () => {
  it('rings, is answered by the callee and ended by either, telling both through the bus', async () => {
    const { a, b, conversation, ca, cb } = await pair();
    const created = await ring(ca, conversation.slug);
    expect(created.statusCode).toBe(201);
    const id = created.doc.data?.id as string;
    expect(created.headers.location).toBe(`/api/calls/${id}`);
    const attributes = created.doc.data?.attributes as Record<string, unknown>;
    expect(attributes).toMatchObject({ state: 'ringing', caller_is_me: true, ice_transport_policy: 'all' });
    const servers = attributes.ice_servers as { urls: string[]; username?: string }[];
    expect(servers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] });
    expect(servers[1]?.username).toBe(`${Date.parse(attributes.ice_expires_at as string) / 1000}:${a.slug}`);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'call',
        conversationId: conversation.id,
        userIds: expect.arrayContaining([a.id, b.id]),
      }),
    );

    // The callee reads it with credentials of their own; the caller may not answer their own call.
    const seen = await cb.get(`/api/calls/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.doc.data?.attributes).toMatchObject({ state: 'ringing', caller_is_me: false });
    const theirs = seen.doc.data?.attributes.ice_servers as { username?: string }[] | undefined;
    expect(theirs?.[1]?.username).toMatch(new RegExp(`:${b.slug}$`));
    expect((await move(ca, id, 'active')).statusCode).toBe(403);

    const answered = await move(cb, id, 'active');
    expect(answered.statusCode).toBe(200);
    expect(answered.doc.data?.attributes).toMatchObject({ state: 'active', caller_is_me: false });
    expect(answered.doc.data?.attributes.answered_at).toEqual(expect.any(String));
    // One call at a time, whoever asks.
    expect((await ring(cb, conversation.slug)).statusCode).toBe(409);
    const ended = await move(ca, id, 'ended');
    expect(ended.doc.data?.attributes).toMatchObject({ state: 'ended' });
    const again = await move(cb, id, 'ended');
    expect(again.statusCode).toBe(409);
    expect(again.doc.errors?.[0]?.detail).toBe('Cet appel est déjà terminé.');
    expect((await ring(cb, conversation.slug)).statusCode).toBe(201);
  });

  it('is declined by the callee, and cancelled by the caller while ringing', async () => {
    const { conversation, ca, cb } = await pair();
    const first = (await ring(ca, conversation.slug)).doc.data?.id as string;
    expect((await move(ca, first, 'declined')).statusCode).toBe(403);
    expect((await move(cb, first, 'declined')).doc.data?.attributes).toMatchObject({ state: 'declined' });
    const second = (await ring(ca, conversation.slug)).doc.data?.id as string;
    expect((await move(ca, second, 'ended')).doc.data?.attributes).toMatchObject({ state: 'ended' });
    expect((await move(cb, second, 'active')).statusCode).toBe(409);
  });

  it('is missed by a delayed job kept in the database, once, and only while ringing', async () => {
    const { conversation, ca } = await pair();
    const id = (await ring(ca, conversation.slug)).doc.data?.id as string;
    const [call] = await t.ctx.db.select().from(calls).where(eq(calls.slug, id));
    if (!call) throw new Error('call not stored');
    // Stored with its delay (pg-boss's own table), so a restart before it is due still runs it.
    const jobs = await t.ctx.db.execute(
      sql`select extract(epoch from start_after - created_on) as delay from pgboss.job where name = ${MISS_CALL} and (data->>'callId')::bigint = ${call.id}`,
    );
    const [job] =
      (jobs as unknown as { rows: { delay: string }[] }).rows ?? (jobs as unknown as { delay: string }[]);
    expect(Number(job?.delay)).toBeCloseTo(CALL_RING_MS / 1000, 0);
    // Bring the job forward: the queue's worker runs it and the call is missed.
    await t.ctx.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${MISS_CALL} and (data->>'callId')::bigint = ${call.id}`,
    );
    await expect
      .poll(async () => (await ca.get(`/api/calls/${id}`)).doc.data?.attributes.state, { timeout: 10_000 })
      .toBe('missed');
    // A job delivered twice, or after an answer, changes nothing.
    const before = events.length;
    await missCall(t.ctx, call.id);
    expect(events.length).toBe(before);
  });

  it('answers 404 to anyone outside the conversation, and 403 when it is read-only', async () => {
    const { a, b, conversation, ca } = await pair();
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await ring(stranger, conversation.slug)).statusCode).toBe(404);
    expect((await ring(ca, 'no-such-conversation')).statusCode).toBe(404);
    const id = (await ring(ca, conversation.slug)).doc.data?.id as string;
    expect((await stranger.get(`/api/calls/${id}`)).statusCode).toBe(404);
    expect((await move(stranger, id, 'ended')).statusCode).toBe(404);
    await move(ca, id, 'ended');

    await t.ctx.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    const refused = await ring(ca, conversation.slug);
    expect(refused.statusCode).toBe(403);
  });

  it('answers 403 once the relationship ended (the conversation is read-only)', async () => {
    const { conversation, connection, ca } = await pair();
    await t.ctx.db.delete(connections).where(eq(connections.id, connection.id));
    expect((await ring(ca, conversation.slug)).statusCode).toBe(403);
  });

  it('answers 401 signed out and 422 with a translated message', async () => {
    const { conversation, ca } = await pair();
    const anonymous = await new TestClient(t.app).start();
    expect((await ring(anonymous, conversation.slug)).statusCode).toBe(401);
    expect((await anonymous.get('/api/calls/anything')).statusCode).toBe(401);

    const missing = await ca.post('/api/calls', { data: { type: 'calls', attributes: {} } });
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/relationships/conversation' },
      detail: 'Conversation is required.',
    });
    const id = (await ring(ca, conversation.slug)).doc.data?.id as string;
    const bad = await move(ca, id, 'ringing');
    expect(bad.statusCode).toBe(422);
    expect(bad.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/state' });
  });
});
