import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRevision } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, type TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';

/**
 * The readers' list as queries.ts builds it (two index walks, followed topics first, and a total
 * cached per content revision) and the revision that keeps the cached totals and recommendation
 * candidates true (revision.ts, migration 0014).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (response: Parameters<typeof items>[0]) => items(response).map((item) => item.id);

async function article(client: TestClient, title: string, topic: string, language = 'en') {
  const created = await client.post('/api/articles', {
    data: {
      type: 'articles',
      attributes: { title, summary: 'A summary.', body: `${title}. `.repeat(40), language },
      relationships: { topics: { data: [{ type: 'topics', id: topic }] } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return String(created.doc.data?.id);
}

const publish = async (client: TestClient, slug: string) =>
  expect((await client.post(`/api/articles/${slug}/publish`)).statusCode).toBe(200);

const revision = async () => (await t.ctx.db.select().from(contentRevision))[0]?.value;

describe('the readers’ list', () => {
  it('pages followed topics first, then newest first, with a total that follows every change at once', async () => {
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const member = await clientFor(t.app, await createUser(t.ctx));
    const slugs: string[] = [];
    for (const [index, topic] of ['money', 'grief', 'money', 'grief', 'money'].entries()) {
      const slug = await article(admin, `Article number ${index}`, topic);
      await publish(admin, slug);
      slugs.push(slug);
    }
    const [a0, a1, a2, a3, a4] = slugs;
    const first = await member.get('/api/articles?page[size]=2');
    expect(ids(first)).toEqual([a4, a3]);
    expect(first.doc.meta?.total).toBe(5);

    const follow = await member.post('/api/topic_follows', {
      data: { type: 'topic_follows', relationships: { topic: { data: { type: 'topics', id: 'grief' } } } },
    });
    expect(follow.statusCode).toBe(201);
    // Followed (grief: 3, 1), then the others newest first (4, 2, 0), across page boundaries.
    expect(ids(await member.get('/api/articles?page[size]=2'))).toEqual([a3, a1]);
    expect(ids(await member.get('/api/articles?page[size]=2&page[number]=2'))).toEqual([a4, a2]);
    const last = await member.get('/api/articles?page[size]=2&page[number]=3');
    expect(ids(last)).toEqual([a0]);
    expect(last.doc.meta?.total).toBe(5);
    expect((await member.get('/api/articles?page[size]=2&page[number]=4')).doc.meta?.total).toBe(5);

    // Every change moves the revision in its own transaction, and the cached total with it.
    const before = await revision();
    const sixth = await article(admin, 'Article number 5', 'money');
    expect(await revision()).toBeGreaterThan(Number(before));
    expect((await member.get('/api/articles')).doc.meta?.total).toBe(5);
    await publish(admin, sixth);
    const after = await member.get('/api/articles?page[size]=2');
    expect(after.doc.meta?.total).toBe(6);
    expect(ids(after)).toEqual([a3, a1]);
    expect((await member.get('/api/articles?filter[topic]=money')).doc.meta?.total).toBe(4);
    expect((await admin.delete(`/api/articles/${a4}`)).statusCode).toBe(204);
    expect((await member.get('/api/articles')).doc.meta?.total).toBe(5);
    expect((await member.get('/api/articles?filter[topic]=money')).doc.meta?.total).toBe(3);
  });

  it('reads an article’s body only when the fieldset asks for it', async () => {
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const slug = await article(admin, 'A body to keep', 'sleep');
    await publish(admin, slug);
    const member = await clientFor(t.app, await createUser(t.ctx));
    const cards = await member.get('/api/articles?filter[topic]=sleep&fields[articles]=title,summary');
    expect(items(cards)[0]?.attributes).toEqual({ title: 'A body to keep', summary: 'A summary.' });
    const full = await member.get('/api/articles?filter[topic]=sleep&fields[articles]=title,body');
    expect(items(full)[0]?.attributes.body).toContain('A body to keep. ');
    expect((await member.get(`/api/articles/${slug}`)).doc.data?.attributes.body).toContain(
      'A body to keep. ',
    );
  });

  it('recommends what was published a moment ago (the candidates follow the revision)', async () => {
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const member = await clientFor(t.app, await createUser(t.ctx));
    await member.post('/api/topic_follows', {
      data: {
        type: 'topic_follows',
        relationships: { topic: { data: { type: 'topics', id: 'parenting' } } },
      },
    });
    const recommended = async () =>
      items(await member.get('/api/recommendations')).map(
        (entry) => (entry.relationships?.item?.data as { id: string } | null)?.id,
      );
    const slug = await article(admin, 'Talking with teenagers', 'parenting');
    expect(await recommended()).not.toContain(slug);
    await publish(admin, slug);
    expect(await recommended()).toContain(slug);
    await admin.post(`/api/articles/${slug}/unpublish`);
    expect(await recommended()).not.toContain(slug);
  });

  it('gives managers each item’s own abilities in their list, without the bodies the cards do not show', async () => {
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const draft = await article(admin, 'A draft in the list', 'work');
    const live = await article(admin, 'A published one in the list', 'work');
    await publish(admin, live);
    const gone = await article(admin, 'A deleted one in the list', 'work');
    expect((await admin.delete(`/api/articles/${gone}`)).statusCode).toBe(204);
    const list = await admin.get(
      '/api/articles?filter[state]=published,unpublished,deleted&filter[topic]=work&include=organization&fields[articles]=title,state,language,restorable_until,organization&page[size]=100',
    );
    expect(list.statusCode).toBe(200);
    const byId = new Map(items(list).map((item) => [item.id, item]));
    const abilities = (slug: string) =>
      (byId.get(slug) as unknown as { meta: { abilities: Record<string, boolean> } }).meta.abilities;
    expect(abilities(draft)).toMatchObject({ publish: true, unpublish: false, delete: true, restore: false });
    expect(abilities(live)).toMatchObject({ publish: false, unpublish: true, delete: true, restore: false });
    expect(abilities(gone)).toMatchObject({ publish: false, unpublish: false, delete: false, restore: true });
    expect(byId.get(draft)?.attributes).toEqual({
      title: 'A draft in the list',
      state: 'unpublished',
      language: 'en',
      restorable_until: null,
    });
  });
});
