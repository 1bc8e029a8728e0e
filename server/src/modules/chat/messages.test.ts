import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { messageEdits, messages } from '../../db/schema';
import type { ChatEvent } from '../../realtime/bus';
import { createTestApp, type TestApp } from '../../test/app';
import { items, type TestClient } from '../../test/client';
import { clientFor, createConnection, createUser } from '../../test/factories';
import { conversationWith, linkageOf, send, withLinks } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Pair = { a: User; b: User; aClient: TestClient; bClient: TestClient; id: string };
async function pair(overrides: Partial<User> = {}): Promise<Pair> {
  const a = await createUser(t.ctx, overrides);
  const b = await createUser(t.ctx);
  await createConnection(t.ctx, a, b);
  const aClient = await clientFor(t.app, a, overrides.locale ?? 'en');
  const bClient = await clientFor(t.app, b);
  return { a, b, aClient, bClient, id: await conversationWith(aClient, b) };
}

const seqsOf = async (conversationSlug: string) => {
  const rows = await t.ctx.db.execute(
    sql`select m.seq from messages m join conversations c on c.id = m.conversation_id where c.slug = ${conversationSlug} order by m.seq`,
  );
  return (rows as unknown as { rows: { seq: number }[] }).rows.map((row) => Number(row.seq));
};

describe('POST /api/messages', () => {
  it('stores a message with the next sequence, tells both people, and moves the sender’s read state', async () => {
    const p = await pair();
    const events: ChatEvent[] = [];
    const stop = t.ctx.bus.subscribe((event) => events.push(event));
    const first = await send(p.aClient, p.id, 'Hello <b>there</b> https://example.test');
    stop();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers.location).toBe(`/api/messages/${first.doc.data?.id}`);
    expect(first.doc.data?.attributes).toMatchObject({
      seq: 1,
      body: 'Hello <b>there</b> https://example.test',
      deleted: false,
      mine: true,
      edited_at: null,
      edits: [],
    });
    expect(linkageOf(first, 'sender')).toEqual({ type: 'users', id: p.a.slug });
    expect(events).toEqual([
      {
        kind: 'message',
        conversationId: expect.any(Number),
        seq: 1,
        userIds: expect.arrayContaining([p.a.id, p.b.id]),
      },
    ]);
    const mine = await p.aClient.get(`/api/conversations/${p.id}`);
    expect(mine.doc.data?.attributes).toMatchObject({ last_seq: 1, last_read_seq: 1 });
    const theirs = await p.bClient.get(`/api/conversations/${p.id}`);
    expect(theirs.doc.data?.meta?.unread_count).toBe(1);
    const theirMessages = items(await p.bClient.get(`/api/conversations/${p.id}/messages`));
    expect(theirMessages[0]?.attributes).toMatchObject({ mine: false });
    expect(theirMessages[0]?.meta?.abilities).toEqual({ edit: false, delete: false, report: true });
  });

  it('a retry with the same client id answers 200 and the same message, stored once', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const first = await send(p.aClient, p.id, 'once', clientId);
    const retry = await send(p.aClient, p.id, 'once', clientId);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.doc.data?.id).toBe(first.doc.data?.id);
    // The other person may use the same client id: it is theirs.
    expect((await send(p.bClient, p.id, 'mine', clientId)).statusCode).toBe(201);
    expect(await seqsOf(p.id)).toEqual([1, 2]);
  });

  it('two identical sends at once store one message', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(p.aClient, p.id, 'at once', clientId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.doc.data?.id)).size).toBe(1);
    expect(await seqsOf(p.id)).toEqual([1]);
  });

  it('sequences have no gap and no duplicate when both people send at once', async () => {
    const p = await pair();
    const sends = Array.from({ length: 10 }, (_, i) => send(i % 2 ? p.aClient : p.bClient, p.id, `m${i}`));
    const answers = await Promise.all(sends);
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await seqsOf(p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('422 for bad bodies, each with its pointer; French details for a French reader', async () => {
    const p = await pair({ locale: 'fr' });
    const bad = async (attributes: Record<string, unknown>, pointer: string, detail?: string) => {
      const response = await p.aClient.post(
        '/api/messages',
        withLinks('messages', attributes, { conversation: ['conversations', p.id] }),
      );
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      const error = response.doc.errors?.find((e) => e.source?.pointer === pointer);
      expect(error, response.body).toBeDefined();
      if (detail) expect(error?.detail).toBe(detail);
    };
    await bad(
      { body: '   ', client_id: randomUUID() },
      '/data/attributes/body',
      'Écrivez un message avant de l’envoyer.',
    );
    await bad(
      { body: 'x'.repeat(4001), client_id: randomUUID() },
      '/data/attributes/body',
      'Un message doit comporter au plus 4 000 caractères.',
    );
    await bad({ body: 'a\u202Eb', client_id: randomUUID() }, '/data/attributes/body');
    await bad({ body: 'a\u0007b', client_id: randomUUID() }, '/data/attributes/body');
    await bad(
      { body: 'hello', client_id: 'not-a-uuid' },
      '/data/attributes/client_id',
      'L’identifiant du client doit être un UUID.',
    );
    await bad({ body: 'hello', client_id: randomUUID(), extra: 1 }, '/data/attributes/extra');
    const noConversation = await p.aClient.post('/api/messages', {
      data: { type: 'messages', attributes: { body: 'x', client_id: randomUUID() } },
    });
    expect(noConversation.statusCode).toBe(422);
    expect(noConversation.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/conversation' });
    expect((await send(p.aClient, 'no-such-conversation', 'x')).statusCode).toBe(404);
    // Line breaks and 4,000 characters are fine.
    expect((await send(p.aClient, p.id, `line one\nline two${'x'.repeat(3982)}`)).statusCode).toBe(201);
  });

  it('over 30 messages a minute: 429 with a translated detail; a retry of a stored one still answers', async () => {
    const p = await pair({ locale: 'fr' });
    const kept = randomUUID();
    for (let i = 0; i < 30; i++) {
      const response = await send(p.aClient, p.id, `n${i}`, i === 0 ? kept : randomUUID());
      expect(response.statusCode).toBe(201);
    }
    const refused = await send(p.aClient, p.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.doc.errors?.[0]?.detail).toMatch(/trop rapidement/);
    expect((await send(p.aClient, p.id, 'n0', kept)).statusCode).toBe(200);
    // The limit is the sender's: the other person still writes.
    expect((await send(p.bClient, p.id, 'me too')).statusCode).toBe(201);
  });
});

describe('GET /api/conversations/{id}/messages', () => {
  it('pages by after_seq and before_seq, with links', async () => {
    const p = await pair();
    for (let i = 1; i <= 7; i++) await send(i % 2 ? p.aClient : p.bClient, p.id, `m${i}`);
    const url = `/api/conversations/${p.id}/messages`;
    const newest = await p.aClient.get(`${url}?page[size]=3`);
    expect(newest.statusCode, newest.body).toBe(200);
    expect(items(newest).map((m) => m.attributes.seq)).toEqual([5, 6, 7]);
    expect(newest.doc.links?.next).toBeNull();
    expect(newest.doc.meta?.total).toBe(7);
    const older = await p.aClient.get(String(newest.doc.links?.prev));
    expect(items(older).map((m) => m.attributes.seq)).toEqual([2, 3, 4]);
    const oldest = await p.aClient.get(String(older.doc.links?.prev));
    expect(items(oldest).map((m) => m.attributes.seq)).toEqual([1]);
    expect(oldest.doc.links?.prev).toBeNull();
    const resumed = await p.aClient.get(`${url}?filter[after_seq]=2&page[size]=3`);
    expect(items(resumed).map((m) => m.attributes.seq)).toEqual([3, 4, 5]);
    const rest = await p.aClient.get(String(resumed.doc.links?.next));
    expect(items(rest).map((m) => m.attributes.seq)).toEqual([6, 7]);
    expect(rest.doc.links?.next).toBeNull();
    expect((await p.aClient.get(`${url}?filter[after_seq]=-1`)).statusCode).toBe(422);
    expect((await p.aClient.get(`${url}?filter[after_seq]=1&filter[before_seq]=3`)).statusCode).toBe(422);
    expect((await p.aClient.get(`${url}?page[number]=2`)).statusCode).toBe(400);
    expect((await p.aClient.get(`${url}?filter[other]=2`)).statusCode).toBe(400);
  });
});

describe('edits and deletions', () => {
  it('the sender edits within 15 minutes; the earlier text is kept and shown to the other person', async () => {
    const p = await pair();
    const sent = await send(p.aClient, p.id, 'frist');
    const id = String(sent.doc.data?.id);
    const edit = (client: TestClient, body: string) =>
      client.patch(`/api/messages/${id}`, { data: { type: 'messages', id, attributes: { body } } });
    const edited = await edit(p.aClient, 'first');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.doc.data?.attributes).toMatchObject({ body: 'first', edited_at: expect.any(String) });
    expect(edited.doc.data?.attributes.edits).toEqual([{ body: 'frist', replaced_at: expect.any(String) }]);
    const seen = items(await p.bClient.get(`/api/conversations/${p.id}/messages`));
    expect(seen[0]?.attributes.edits).toHaveLength(1);
    const notMine = await edit(p.bClient, 'hijack');
    expect(notMine.statusCode).toBe(403);
    expect((await edit(p.aClient, '  ')).statusCode).toBe(422);
    await t.ctx.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(messages.slug, id));
    const late = await edit(p.aClient, 'too late');
    expect(late.statusCode).toBe(422);
    expect(late.doc.errors?.[0]?.detail).toBe(
      'A message can only be edited in the 15 minutes after it was sent.',
    );
  });

  it('the sender deletes: a tombstone without text or history, 204, and again 204; others 403', async () => {
    const p = await pair();
    const sent = await send(p.aClient, p.id, 'regret');
    const id = String(sent.doc.data?.id);
    await p.aClient.patch(`/api/messages/${id}`, {
      data: { type: 'messages', id, attributes: { body: 'regret!' } },
    });
    expect((await p.bClient.delete(`/api/messages/${id}`)).statusCode).toBe(403);
    expect((await p.aClient.delete(`/api/messages/${id}`)).statusCode).toBe(204);
    expect((await p.aClient.delete(`/api/messages/${id}`)).statusCode).toBe(204);
    const [tomb] = items(await p.bClient.get(`/api/conversations/${p.id}/messages`));
    expect(tomb?.attributes).toMatchObject({ body: null, deleted: true, edits: [] });
    const [row] = await t.ctx.db.select().from(messages).where(eq(messages.slug, id));
    expect(row?.body).toBeNull();
    expect(
      await t.ctx.db
        .select()
        .from(messageEdits)
        .where(eq(messageEdits.messageId, row?.id ?? 0)),
    ).toEqual([]);
    const edit = await p.aClient.patch(`/api/messages/${id}`, {
      data: { type: 'messages', id, attributes: { body: 'back' } },
    });
    expect(edit.statusCode).toBe(422);
    expect(
      (await p.bClient.get(`/api/conversations/${p.id}`)).doc.data?.attributes.last_message_body,
    ).toBeNull();
  });
});
