import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { items, resource, TestClient } from '../test/client';
import { demoArticles } from './content/articles';
import { demoTips } from './content/tips';
import { DEMO_PASSWORD, seedDemoData } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
});
afterAll(() => t.close());

async function signIn(email: string) {
  const client = await new TestClient(t.app).start();
  await client.post('/api/session', resource('sessions', { email, password: DEMO_PASSWORD }));
  return client;
}

describe('demo content', () => {
  it('publishes every article and tip in both languages, linked as translations, with their sources', async () => {
    const maya = await signIn('maya@demo.evenkeel.app');
    const articles = await maya.get('/api/articles?page[size]=100');
    expect(articles.doc.meta?.total).toBe(demoArticles.length);
    expect(items(articles).every((item) => item.attributes.language === 'en')).toBe(true);
    const tips = await maya.get('/api/tips?page[size]=100');
    expect(tips.doc.meta?.total).toBe(demoTips.length);
    const lucas = await signIn('lucas@demo.evenkeel.app');
    const french = await lucas.get('/api/articles?page[size]=100&include=translation');
    expect(items(french).every((item) => item.attributes.language === 'fr')).toBe(true);
    expect(french.doc.included).toHaveLength(demoArticles.length);
    expect(String(items(french)[0]?.attributes.body)).toContain('## Sources');
  });

  it('gives the first article five reviews and an average, and Maya her bookmarks and followed topics', async () => {
    const maya = await signIn('maya@demo.evenkeel.app');
    const bookmarked = await maya.get('/api/articles?filter[bookmarked]=true');
    expect(items(bookmarked)).toHaveLength(1);
    expect(items(bookmarked)[0]?.attributes).toMatchObject({ review_count: 5, average_rating: 4.2 });
    expect((await maya.get('/api/bookmarks')).doc.meta?.total).toBe(2);
    const topics = await maya.get('/api/topics');
    const followed = items(topics).filter(
      (topic) => (topic as unknown as { meta: { followed: boolean } }).meta.followed,
    );
    expect(followed.map((topic) => topic.id)).toEqual(['sleep', 'stress']);
  });
});
