import { ACTIVITY_SUGGESTIONS } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import { addOrganizationRole, clientFor, createOrganization, createUser } from '../../test/factories';
import { answers, checkupAt } from '../checkups/test-helpers';

let t: TestApp;
let admin: TestClient;
const slugs: Record<string, string> = {};

async function publish(
  kind: 'articles' | 'tips',
  attributes: Record<string, unknown>,
  topic: string,
  owner = admin,
  organization?: string,
) {
  const relationships = {
    ...(kind === 'articles'
      ? { topics: { data: [{ type: 'topics', id: topic }] } }
      : { topic: { data: { type: 'topics', id: topic } } }),
    ...(organization ? { organization: { data: { type: 'organizations', id: organization } } } : {}),
  };
  const base =
    kind === 'articles'
      ? { summary: 'A summary.', body: 'Some text.', language: 'en' }
      : { difficulty: 'easy', language: 'en' };
  const created = await owner.post(`/api/${kind}`, {
    data: { type: kind, attributes: { ...base, ...attributes }, relationships },
  });
  expect(created.statusCode, created.body).toBe(201);
  const slug = String(created.doc.data?.id);
  const published = await owner.post(`/api/${kind}/${slug}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return slug;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
  slugs.sleepArticle = await publish('articles', { title: 'Sleep better tonight' }, 'sleep');
  slugs.sleepTip = await publish('tips', { text: 'Keep the same wake-up time every day.' }, 'sleep');
  slugs.sleepArticleFr = await publish(
    'articles',
    { title: 'Mieux dormir ce soir', language: 'fr' },
    'sleep',
  );
  slugs.anxietyArticle = await publish('articles', { title: 'When worry takes over' }, 'anxiety');
  slugs.stressTip = await publish('tips', { text: 'Take three slow breaths before a meeting.' }, 'stress');
  slugs.moodArticle = await publish('articles', { title: 'Small steps for low days' }, 'mood');
  // Unpublished: never recommended.
  const draft = await admin.post('/api/articles', {
    data: {
      type: 'articles',
      attributes: { title: 'A draft about sleep', summary: 'S.', body: 'B.', language: 'en' },
      relationships: { topics: { data: [{ type: 'topics', id: 'sleep' }] } },
    },
  });
  slugs.draft = String(draft.doc.data?.id);
  // Another organization's: only its members read it.
  const org = await createOrganization(t.ctx);
  const orgAdmin = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, orgAdmin, 'administrator');
  slugs.orgArticle = await publish(
    'articles',
    { title: 'Sleep at our company' },
    'sleep',
    await clientFor(t.app, orgAdmin),
    org.slug,
  );
});
afterAll(() => t.close());

type Rec = {
  id: string;
  attributes: { reason: string; reason_text: string; kind: string; url: string | null };
};
const recs = (response: Parameters<typeof items>[0]) => items(response) as unknown as Rec[];
const itemOf = (rec: unknown) =>
  (rec as { relationships: { item: { data: { type: string; id: string } | null } } }).relationships.item.data;

async function member(
  locale: 'en' | 'fr' = 'en',
  input = answers(),
): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(t.ctx, { locale });
  if (input) await checkupAt(t.ctx, user, new Date(), input);
  return { user, client: await clientFor(t.app, user, locale) };
}

describe('GET /api/recommendations', () => {
  it('is for signed-in members only', async () => {
    const anonymous = await new TestClient(t.app).start();
    expect((await anonymous.get('/api/recommendations')).statusCode).toBe(401);
    expect((await anonymous.get('/api/activity_suggestions')).statusCode).toBe(401);
    expect((await anonymous.post('/api/activity_suggestions/walk/log')).statusCode).toBe(401);
  });

  it('names a weak life area: low sleep brings sleep articles, tips and activities, in English', async () => {
    const { client } = await member('en', answers(3, 0, { sleep: 2 }));
    const response = await client.get('/api/recommendations?include=item');
    expect(response.statusCode, response.body).toBe(200);
    const list = recs(response);
    expect(list[0]?.attributes).toEqual({
      reason: 'weak_life_area',
      reason_text: 'Your sleep was 2 out of 10 this week',
      kind: 'article',
      url: null,
    });
    expect(itemOf(list[0])).toEqual({ type: 'articles', id: slugs.sleepArticle });
    const sleep = list.filter((rec) => rec.attributes.reason_text === 'Your sleep was 2 out of 10 this week');
    expect(sleep.map((rec) => rec.id)).toEqual([
      `article-${slugs.sleepArticle}`,
      `tip-${slugs.sleepTip}`,
      'activity-screen_free_hour',
    ]);
    expect(response.doc.included?.map((item) => `${item.type}:${item.id}`)).toContain(
      'activity_suggestions:screen_free_hour',
    );
    expect(response.doc.meta).toMatchObject({ checkup: { band: 'room_to_improve', this_week: true } });
    // No crisis help for a room-to-improve score with negative screens.
    expect(list.some((rec) => rec.attributes.kind === 'crisis_help')).toBe(false);
    const ids = list.map((rec) => rec.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(`article-${slugs.draft}`);
    expect(ids).not.toContain(`article-${slugs.orgArticle}`);
    expect(ids).not.toContain(`article-${slugs.sleepArticleFr}`);
  });

  it('names the same cause in French, with French content first', async () => {
    const { client } = await member('fr', answers(3, 0, { sleep: 2 }));
    const list = recs(await client.get('/api/recommendations'));
    expect(list[0]?.attributes.reason_text).toBe('Votre sommeil était à 2 sur 10 cette semaine');
    expect(itemOf(list[0])).toEqual({ type: 'articles', id: slugs.sleepArticleFr });
  });

  it('reads stress as the member answered it (how stressed), and keeps the two weakest areas, then general picks', async () => {
    // Stress is asked "how stressed" and stored reversed: an answer of 9 is stored as 1.
    const { client } = await member('en', answers(3, 0, { stress: 9, work: 3, meaning: 4 }));
    const list = recs(await client.get('/api/recommendations'));
    const texts = [...new Set(list.map((rec) => rec.attributes.reason_text))];
    // Too little found for them: a general pick fills the list to four.
    expect(texts).toEqual([
      'Your stress was 9 out of 10 this week',
      'Work or studies were 3 out of 10 this week',
      'A good place to start',
    ]);
  });

  it('puts crisis help first after a positive anxiety screen, then anxiety content', async () => {
    const { client } = await member('en', answers(3, 0, { phq4_1: 2, phq4_2: 1 }));
    const list = recs(await client.get('/api/recommendations'));
    expect(list[0]).toMatchObject({
      id: 'crisis_help',
      attributes: {
        reason: 'phq4_anxiety',
        reason_text: 'Your anxiety screen was positive',
        kind: 'crisis_help',
        url: '/crisis',
      },
    });
    expect(itemOf(list[0])).toBeNull();
    expect(list[1]?.attributes.reason).toBe('phq4_anxiety');
    expect(itemOf(list[1])).toEqual({ type: 'articles', id: slugs.anxietyArticle });
  });

  it('puts crisis help first for a score of concern, in both languages', async () => {
    const en = await member('en', answers(1, 0));
    const first = recs(await en.client.get('/api/recommendations'))[0];
    expect(first?.attributes).toMatchObject({
      reason: 'of_concern',
      kind: 'crisis_help',
      reason_text: 'Your score of 20 this week is in the range of concern',
    });
    const fr = await member('fr', answers(1, 0, { phq4_3: 3, phq4_4: 3 }));
    const list = recs(await fr.client.get('/api/recommendations'));
    expect(list[0]?.attributes.reason_text).toBe(
      'Votre score de 20 cette semaine est dans la zone préoccupante',
    );
    expect(list.filter((rec) => rec.attributes.kind === 'crisis_help')).toHaveLength(1);
    expect(list.map((rec) => rec.attributes.reason_text)).toContain(
      'Votre dépistage de la dépression était positif',
    );
    expect(list.length).toBeLessThanOrEqual(10);
  });

  it('without a check-up: followed topics, then general picks, and says so', async () => {
    const { client } = await member('en', null as unknown as Record<string, unknown>);
    await client.post('/api/topic_follows', {
      data: { type: 'topic_follows', relationships: { topic: { data: { type: 'topics', id: 'stress' } } } },
    });
    const response = await client.get('/api/recommendations');
    expect(response.doc.meta).toMatchObject({ checkup: null });
    const list = recs(response);
    expect(list[0]?.attributes).toMatchObject({ reason: 'followed_topic', reason_text: 'You follow Stress' });
    expect(itemOf(list[0])).toEqual({ type: 'tips', id: slugs.stressTip });
    const general = list.filter((rec) => rec.attributes.reason === 'general');
    expect(general.length).toBeGreaterThan(0);
    expect(general[0]?.attributes.reason_text).toBe('No check-up yet: a good place to start');
    const fr = await member('fr', null as unknown as Record<string, unknown>);
    const frList = recs(await fr.client.get('/api/recommendations'));
    expect(frList[0]?.attributes.reason_text).toBe('Pas encore de bilan : un bon point de départ');
  });

  it('reads an organization’s content only for its members', async () => {
    const { user, client } = await member('en', answers(3, 0, { sleep: 1 }));
    const [org] = await t.ctx.db.query.organizations.findMany({ limit: 1 });
    if (!org) throw new Error('no organization');
    await addOrganizationRole(t.ctx, org, user, 'member');
    const ids = recs(await client.get('/api/recommendations')).map((rec) => rec.id);
    expect(ids).toContain(`article-${slugs.orgArticle}`);
  });

  it('never depends on the safety answer: byte-identical responses', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const now = new Date();
    await checkupAt(t.ctx, user, now, answers(3, 0, { sleep: 2, phq4_1: 2, phq4_2: 2, safety: 0 }));
    const before = await client.get('/api/recommendations?include=item');
    await checkupAt(t.ctx, user, now, answers(3, 0, { sleep: 2, phq4_1: 2, phq4_2: 2, safety: 1 }), true);
    const after = await client.get('/api/recommendations?include=item');
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
    // And a second member with the other answer gets the same reasons.
    const other = await member('en', answers(3, 0, { sleep: 2, phq4_1: 2, phq4_2: 2, safety: 1 }));
    const reasons = (response: Parameters<typeof items>[0]) => recs(response).map((rec) => rec.attributes);
    expect(reasons(await other.client.get('/api/recommendations'))).toEqual(reasons(before));
  });

  it('is the same list every time (fixed order)', async () => {
    const { client } = await member('en', answers(2, 1, { sleep: 3, social: 2, energy: 4 }));
    const first = await client.get('/api/recommendations?include=item');
    const second = await client.get('/api/recommendations?include=item');
    expect(second.body).toBe(first.body);
  });
});

describe('activities to try', () => {
  it('lists the catalogue in the member’s language, with life areas, topics and duration', async () => {
    const en = await member('en', null as unknown as Record<string, unknown>);
    const response = await en.client.get('/api/activity_suggestions?include=topics');
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta?.total).toBe(ACTIVITY_SUGGESTIONS.length);
    expect(ACTIVITY_SUGGESTIONS.length).toBeGreaterThanOrEqual(12);
    const walk = items(response).find((item) => item.id === 'walk');
    expect(walk).toMatchObject({
      type: 'activity_suggestions',
      attributes: {
        name: 'A 20-minute walk',
        minutes: 20,
        log_title_key: 'walk',
        life_areas: ['energy', 'stress'],
      },
      meta: { abilities: { log: true } },
    });
    const fr = await member('fr', null as unknown as Record<string, unknown>);
    const frWalk = items(await fr.client.get('/api/activity_suggestions')).find((item) => item.id === 'walk');
    expect(frWalk?.attributes?.name).toBe('Une marche de 20 minutes');
  });

  it('logs one with a click as a normal logged activity, titled in each viewer’s language', async () => {
    const { client } = await member('en', null as unknown as Record<string, unknown>);
    const logged = await client.post('/api/activity_suggestions/breathing_exercise/log');
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.doc.data).toMatchObject({
      type: 'activities',
      attributes: { title_key: 'breathing_exercise', title: 'Breathing exercise', impact: 3 },
    });
    expect(logged.headers.location).toBe(`/api/activities/${logged.doc.data?.id}`);
    const list = await client.get('/api/activities');
    expect(items(list).map((item) => item.id)).toEqual([logged.doc.data?.id]);
    const fr = await member('fr', null as unknown as Record<string, unknown>);
    const frLogged = await fr.client.post('/api/activity_suggestions/breathing_exercise/log');
    expect(frLogged.doc.data?.attributes?.title).toBe('Exercice de respiration');
    expect((await client.post('/api/activity_suggestions/juggling/log')).statusCode).toBe(404);
  });
});
