import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const platformAdmin = async () => clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
const meta = (item: unknown) => (item as { meta: Record<string, unknown> }).meta;
const ids = (response: Parameters<typeof items>[0]) => items(response).map((item) => item.id);

async function publishedArticle(client: TestClient, attributes: Record<string, unknown>, topics = ['sleep']) {
  const created = await client.post('/api/articles', {
    data: {
      type: 'articles',
      attributes: { summary: 'A summary.', body: 'Some text.', language: 'en', ...attributes },
      relationships: { topics: { data: topics.map((id) => ({ type: 'topics', id })) } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const slug = String(created.doc.data?.id);
  await client.post(`/api/articles/${slug}/publish`);
  return slug;
}

async function publishedTip(client: TestClient, attributes: Record<string, unknown>, topic = 'stress') {
  const created = await client.post('/api/tips', {
    data: {
      type: 'tips',
      attributes: { difficulty: 'easy', language: 'en', ...attributes },
      relationships: { topic: { data: { type: 'topics', id: topic } } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const slug = String(created.doc.data?.id);
  await client.post(`/api/tips/${slug}/publish`);
  return slug;
}

describe('tips', () => {
  it('are written with a topic and a difficulty, filtered by difficulty, limited to 280 characters', async () => {
    const admin = await platformAdmin();
    const easy = await publishedTip(admin, { text: 'Take three slow breaths before a meeting.' });
    const hard = await publishedTip(admin, {
      text: 'Plan a screen-free evening this week.',
      difficulty: 'challenging',
    });
    const member = await clientFor(t.app, await createUser(t.ctx));
    const challenging = await member.get('/api/tips?filter[difficulty]=challenging&include=topic');
    expect(ids(challenging)).toContain(hard);
    expect(ids(challenging)).not.toContain(easy);
    expect(challenging.doc.included?.[0]).toMatchObject({
      type: 'topics',
      id: 'stress',
      attributes: { name: 'Stress' },
    });
    const long = await admin.post('/api/tips', {
      data: {
        type: 'tips',
        attributes: { text: 'x'.repeat(281), difficulty: 'hard', language: 'en' },
        relationships: {},
      },
    });
    expect(long.statusCode).toBe(422);
    expect(long.doc.errors?.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/attributes/difficulty',
      '/data/attributes/text',
    ]);
    const noTopic = await admin.post('/api/tips', {
      data: { type: 'tips', attributes: { text: 'Breathe.', difficulty: 'easy', language: 'en' } },
    });
    expect(noTopic.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/relationships/topic' },
      detail: 'Topic is required.',
    });
    // Tips share the articles' states and refusals.
    expect((await member.post(`/api/tips/${easy}/unpublish`)).statusCode).toBe(403);
    expect((await admin.post(`/api/tips/${easy}/publish`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/tips/${easy}`)).statusCode).toBe(204);
    expect((await admin.post(`/api/tips/${easy}/restore`)).statusCode).toBe(200);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/tips')).statusCode).toBe(401);
  });

  it('of an organization are hidden from people outside it (404)', async () => {
    const org = await createOrganization(t.ctx);
    const adminUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
    const admin = await clientFor(t.app, adminUser);
    const created = await admin.post(
      '/api/tips',
      resourceWith(
        'tips',
        { text: 'Stand up and stretch every hour.', difficulty: 'easy', language: 'en' },
        { organization: { type: 'organizations', id: org.slug }, topic: { type: 'topics', id: 'work' } },
      ),
    );
    const slug = String(created.doc.data?.id);
    await admin.post(`/api/tips/${slug}/publish`);
    const outsider = await clientFor(t.app, await createUser(t.ctx));
    expect((await outsider.get(`/api/tips/${slug}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/tips/${slug}/reviews`)).statusCode).toBe(404);
    expect(ids(await outsider.get('/api/tips?filter[topic]=work'))).not.toContain(slug);
    const bookmark = await outsider.post('/api/bookmarks', {
      data: { type: 'bookmarks', relationships: { bookmarkable: { data: { type: 'tips', id: slug } } } },
    });
    expect(bookmark.statusCode).toBe(422);
  });
});

describe('full-text search', () => {
  it('finds articles by stem in their own language, English and French', async () => {
    const admin = await platformAdmin();
    const en = await publishedArticle(admin, {
      title: 'Sleeping through the night',
      body: 'Insomnia and worrying thoughts keep many people awake.',
    });
    const fr = await publishedArticle(admin, {
      title: 'Mieux dormir',
      body: 'Les pensées inquiétantes empêchent souvent de dormir; les étudiants dorment peu.',
      language: 'fr',
    });
    const english = await clientFor(t.app, await createUser(t.ctx));
    expect(ids(await english.get('/api/articles?filter[q]=sleeps'))).toContain(en);
    expect(ids(await english.get('/api/articles?filter[q]=worried thought'))).toContain(en);
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    expect(ids(await french.get('/api/articles?filter[q]=étudiant'))).toEqual([fr]);
    expect(ids(await french.get('/api/articles?filter[q]=inquiétante'))).toEqual([fr]);
    expect(ids(await french.get('/api/articles?filter[q]=astronomie'))).toEqual([]);
    const short = await french.get('/api/articles?filter[q]=a');
    expect(short.statusCode).toBe(422);
    expect(short.doc.errors?.[0]?.source?.parameter).toBe('filter[q]');
  });
});

describe('topics and follows', () => {
  it('lists the 12 topics in the request’s language, follows and unfollows them, followed topics first', async () => {
    const admin = await platformAdmin();
    const user = await createUser(t.ctx, { locale: 'fr' });
    const member = await clientFor(t.app, user, 'fr');
    const topics = await member.get('/api/topics');
    expect(topics.doc.meta?.total).toBe(12);
    expect(items(topics)[0]).toMatchObject({ id: 'sleep', attributes: { name: 'Sommeil' } });
    expect(meta(items(topics)[0])).toEqual({ followed: false, follow_id: null });
    const grief = await publishedArticle(admin, { title: 'Living with grief', language: 'fr' }, ['grief']);
    await publishedArticle(admin, { title: 'Newer, about money', language: 'fr' }, ['money']);
    const follow = await member.post('/api/topic_follows', {
      data: { type: 'topic_follows', relationships: { topic: { data: { type: 'topics', id: 'grief' } } } },
    });
    expect(follow.statusCode).toBe(201);
    expect(follow.headers.location).toBe(`/api/topic_follows/${follow.doc.data?.id}`);
    const again = await member.post('/api/topic_follows', {
      data: { type: 'topic_follows', relationships: { topic: { data: { type: 'topics', id: 'grief' } } } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.doc.errors?.[0]?.detail).toBe('Vous suivez déjà ce sujet.');
    expect(ids(await member.get('/api/articles'))[0]).toBe(grief);
    const listed = items(await member.get('/api/topics')).find((topic) => topic.id === 'grief');
    expect(meta(listed)).toEqual({ followed: true, follow_id: follow.doc.data?.id });
    const other = await clientFor(t.app, await createUser(t.ctx));
    expect((await other.delete(`/api/topic_follows/${follow.doc.data?.id}`)).statusCode).toBe(404);
    expect((await member.delete(`/api/topic_follows/${follow.doc.data?.id}`)).statusCode).toBe(204);
    const unknown = await member.post('/api/topic_follows', {
      data: {
        type: 'topic_follows',
        relationships: { topic: { data: { type: 'topics', id: 'astrology' } } },
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await new TestClient(t.app).start().then((c) => c.get('/api/topics'))).statusCode).toBe(401);
  });
});

describe('bookmarks', () => {
  it('bookmarks an article once, lists it, filters articles by it, and removes it', async () => {
    const admin = await platformAdmin();
    const slug = await publishedArticle(admin, { title: 'Worth keeping' });
    const member = await clientFor(t.app, await createUser(t.ctx));
    const body = {
      data: { type: 'bookmarks', relationships: { bookmarkable: { data: { type: 'articles', id: slug } } } },
    };
    const created = await member.post('/api/bookmarks', body);
    expect(created.statusCode).toBe(201);
    expect((await member.post('/api/bookmarks', body)).statusCode).toBe(409);
    const list = await member.get('/api/bookmarks?include=bookmarkable');
    expect(items(list)[0]?.relationships?.bookmarkable).toEqual({ data: { type: 'articles', id: slug } });
    expect(list.doc.included?.[0]?.id).toBe(slug);
    const article = await member.get(`/api/articles/${slug}`);
    expect(meta(article.doc.data)).toMatchObject({ bookmark_id: created.doc.data?.id });
    expect(meta(article.doc.data).abilities).toMatchObject({ bookmark: false, review: true, publish: false });
    expect(ids(await member.get('/api/articles?filter[bookmarked]=true'))).toEqual([slug]);
    const other = await clientFor(t.app, await createUser(t.ctx));
    expect((await other.delete(`/api/bookmarks/${created.doc.data?.id}`)).statusCode).toBe(404);
    expect((await member.delete(`/api/bookmarks/${created.doc.data?.id}`)).statusCode).toBe(204);
    expect((await member.get('/api/bookmarks')).doc.meta?.total).toBe(0);
    // An unpublished item cannot be bookmarked, even by its manager.
    await admin.post(`/api/articles/${slug}/unpublish`);
    expect((await admin.post('/api/bookmarks', body)).statusCode).toBe(403);
  });
});

describe('reviews', () => {
  it('one per member (409, PATCH your own), first names only, the average from the fifth review', async () => {
    const admin = await platformAdmin();
    const slug = await publishedArticle(admin, { title: 'Reviewed article' });
    const reviewers = await Promise.all(
      [5, 4, 4, 3, 5].map(async (rating, index) => {
        const user = await createUser(t.ctx, {
          firstName: `Reader${index}`,
          lastName: 'Hidden-Surname',
          locale: 'fr',
        });
        return { client: await clientFor(t.app, user, 'fr'), rating };
      }),
    );
    const review = (rating: unknown, comment?: string) => ({
      data: {
        type: 'reviews',
        attributes: { rating, ...(comment !== undefined ? { comment } : {}) },
        relationships: { reviewable: { data: { type: 'articles', id: slug } } },
      },
    });
    const first = reviewers[0]?.client as TestClient;
    const created = await first.post('/api/reviews', review(5, 'Très utile.'));
    expect(created.statusCode).toBe(201);
    expect(created.doc.data?.attributes).toMatchObject({
      rating: 5,
      comment: 'Très utile.',
      first_name: 'Reader0',
    });
    expect(JSON.stringify(created.doc)).not.toContain('Hidden-Surname');
    const twice = await first.post('/api/reviews', review(4));
    expect(twice.statusCode).toBe(409);
    expect(twice.doc.errors?.[0]?.detail).toBe(
      'Vous avez déjà évalué cet article. Modifiez plutôt votre évaluation.',
    );
    const invalid = await first.post('/api/reviews', review(6, 'x'.repeat(1001)));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.doc.errors?.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/attributes/comment',
      '/data/attributes/rating',
    ]);
    expect(invalid.doc.errors?.find((e) => e.source?.pointer === '/data/attributes/rating')?.detail).toBe(
      'Choisissez une note de 1 à 5 étoiles.',
    );
    for (const { client, rating } of reviewers.slice(1, 4)) {
      expect((await client.post('/api/reviews', review(rating))).statusCode).toBe(201);
    }
    const four = await admin.get(`/api/articles/${slug}`);
    expect(four.doc.data?.attributes).toMatchObject({ review_count: 4, average_rating: null });
    await reviewers[4]?.client.post('/api/reviews', review(5));
    const five = await admin.get(`/api/articles/${slug}`);
    expect(five.doc.data?.attributes).toMatchObject({ review_count: 5, average_rating: 4.2 });

    const id = String(created.doc.data?.id);
    const changed = await first.patch(
      `/api/reviews/${id}`,
      resource('reviews', { rating: 1, comment: null }, id),
    );
    expect(changed.doc.data?.attributes).toMatchObject({ rating: 1, comment: null });
    const someoneElse = reviewers[1]?.client as TestClient;
    expect(
      (await someoneElse.patch(`/api/reviews/${id}`, resource('reviews', { rating: 5 }, id))).statusCode,
    ).toBe(403);
    expect((await someoneElse.delete(`/api/reviews/${id}`)).statusCode).toBe(403);
    const outsider = await clientFor(t.app, await createUser(t.ctx));
    const list = await outsider.get(`/api/articles/${slug}/reviews`);
    expect(list.doc.meta?.total).toBe(5);
    expect(meta(items(list)[0])).toMatchObject({ own: false, abilities: { update: false, delete: false } });
    expect((await first.delete(`/api/reviews/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/articles/${slug}`)).doc.data?.attributes).toMatchObject({
      review_count: 4,
      average_rating: null,
    });
    expect(
      (await new TestClient(t.app).start().then((c) => c.post('/api/reviews', review(3)))).statusCode,
    ).toBe(401);
  });
});

describe('a disabled organization’s content (issue 26 §4.2)', () => {
  it('takes no new review (422, no review ability); its readers keep their bookmarks', async () => {
    const org = await createOrganization(t.ctx);
    const adminUser = await createUser(t.ctx);
    const readerUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
    await addOrganizationRole(t.ctx, org, readerUser, 'member');
    const admin = await clientFor(t.app, adminUser);
    const created = await admin.post(
      '/api/articles',
      resourceWith(
        'articles',
        { title: 'Rest', summary: 'A summary.', body: 'Some text.', language: 'en' },
        { organization: { type: 'organizations', id: org.slug } },
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    const slug = String(created.doc.data?.id);
    expect((await admin.post(`/api/articles/${slug}/publish`)).statusCode).toBe(200);
    const reader = await clientFor(t.app, readerUser);
    await t.ctx.db.execute(sql`update organizations set state = 'disabled' where id = ${org.id}`);

    const read = await reader.get(`/api/articles/${slug}`);
    expect(read.doc.data?.meta).toMatchObject({ abilities: { review: false, bookmark: true } });
    const review = await reader.post('/api/reviews', {
      data: {
        type: 'reviews',
        attributes: { rating: 5 },
        relationships: { reviewable: { data: { type: 'articles', id: slug } } },
      },
    });
    expect(review.statusCode).toBe(422);
    expect(review.doc.errors?.[0]?.code).toBe('organization_disabled');
  });
});
