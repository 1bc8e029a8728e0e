import { readingMinutes } from '@evenkeel/common';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookmarks, contentItems, contentTopics, reviews, topicFollows, topics } from '../db/schema';
import { slugFor } from '../modules/content/service';
import { type DemoArticle, demoArticles } from './content/articles';
import { demoTips } from './content/tips';

/** "## Sources" with one link per source, after the article's own text. */
export function withSources(body: string, sources: DemoArticle['sources']): string {
  if (sources.length === 0) return body;
  const list = sources.map((source) => `- [${source.title}](${source.url})`).join('\n');
  return `${body.trimEnd()}\n\n## Sources\n\n${list}\n`;
}

type ItemValues = typeof contentItems.$inferInsert;

/**
 * The demo articles and tips (server/src/demo/content/), published as platform content in both
 * languages, each version the other's translation; a few reviews, bookmarks and followed topics
 * for the demo members. Runs inside the demo seed's transaction.
 */
export async function seedDemoContent(
  tx: Db,
  people: { author: number; reviewers: number[]; maya: number; lucas: number },
): Promise<void> {
  const topicRows = await tx.select({ id: topics.id, slug: topics.slug }).from(topics);
  const topicId = (slug: string) => {
    const found = topicRows.find((row) => row.slug === slug);
    if (!found) throw new Error(`demo topic missing: ${slug}`);
    return found.id;
  };
  const day = 86_400_000;
  const now = Date.now();
  const pairs: { en: ItemValues; fr: ItemValues; topics: string[] }[] = [
    ...demoArticles.map((article, index) => {
      const version = (language: 'en' | 'fr'): ItemValues => {
        const text = article[language];
        const body = withSources(text.body, article.sources);
        return {
          slug: slugFor(text.title),
          kind: 'article',
          language,
          state: 'published',
          title: text.title,
          summary: text.summary,
          body,
          readingMinutes: readingMinutes(body),
          authorId: people.author,
          publishedAt: new Date(now - (index + 1) * day),
        };
      };
      return { en: version('en'), fr: version('fr'), topics: [...article.topics] };
    }),
    ...demoTips.map((tip, index) => {
      const version = (language: 'en' | 'fr'): ItemValues => ({
        slug: slugFor(tip[language]),
        kind: 'tip',
        language,
        state: 'published',
        body: tip[language],
        difficulty: tip.difficulty,
        authorId: people.author,
        publishedAt: new Date(now - (index + 1) * (day / 2)),
      });
      return { en: version('en'), fr: version('fr'), topics: [tip.topic] };
    }),
  ];
  const inserted = await tx
    .insert(contentItems)
    .values(pairs.flatMap((pair) => [pair.en, pair.fr]))
    .returning({ id: contentItems.id, slug: contentItems.slug });
  const idOf = (slug: string | undefined) => {
    const found = inserted.find((row) => row.slug === slug);
    if (!found) throw new Error('demo item missing');
    return found.id;
  };
  const links: { itemId: number; topicId: number }[] = [];
  for (const pair of pairs) {
    const en = idOf(pair.en.slug);
    const fr = idOf(pair.fr.slug);
    await tx.update(contentItems).set({ translationId: fr }).where(eq(contentItems.id, en));
    await tx.update(contentItems).set({ translationId: en }).where(eq(contentItems.id, fr));
    for (const topic of pair.topics)
      links.push({ itemId: en, topicId: topicId(topic) }, { itemId: fr, topicId: topicId(topic) });
  }
  await tx.insert(contentTopics).values(links).onConflictDoNothing();

  const [firstArticle, secondArticle] = pairs;
  const firstTip = pairs[demoArticles.length];
  if (!firstArticle || !secondArticle || !firstTip) return;
  // Five reviews of the first English article: enough for its average to show.
  const ratings = [5, 4, 5, 4, 3];
  const comments = ['Practical and kind.', null, 'The routine helped me this week.', null, 'A good start.'];
  await tx.insert(reviews).values(
    people.reviewers.slice(0, 5).map((userId, index) => ({
      userId,
      itemId: idOf(firstArticle.en.slug),
      rating: ratings[index] ?? 4,
      comment: comments[index] ?? null,
    })),
  );
  await tx.insert(reviews).values({
    userId: people.lucas,
    itemId: idOf(secondArticle.fr.slug),
    rating: 4,
    comment: 'Clair et utile.',
  });
  await tx.insert(bookmarks).values([
    { userId: people.maya, itemId: idOf(firstArticle.en.slug) },
    { userId: people.maya, itemId: idOf(firstTip.en.slug) },
    { userId: people.lucas, itemId: idOf(secondArticle.fr.slug) },
  ]);
  const followed = await tx
    .select({ id: topics.id, slug: topics.slug })
    .from(topics)
    .where(inArray(topics.slug, ['sleep', 'stress', 'anxiety']));
  const follow = (userId: number, slug: string) => {
    const topic = followed.find((row) => row.slug === slug);
    return topic ? [{ userId, topicId: topic.id }] : [];
  };
  await tx
    .insert(topicFollows)
    .values([
      ...follow(people.maya, 'sleep'),
      ...follow(people.maya, 'stress'),
      ...follow(people.lucas, 'anxiety'),
    ]);
}
