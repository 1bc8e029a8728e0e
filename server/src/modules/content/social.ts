import { TOPIC_KEYS } from '@evenkeel/common';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { bookmarks, contentItems, reviews, topicFollows, topics, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { alreadyBookmarked, alreadyFollowed, alreadyReviewed } from './errors';
import type { ReviewRecord } from './presenter';
import type { ContentKind } from './queries';

/**
 * Topics, follows, bookmarks and reviews: the member's own rows. Not audited (like logs and
 * preferences): they are the member's choices, not security events.
 */

export type TopicRow = typeof topics.$inferSelect;

/** The curated topics (TOPIC_KEYS), added at start-up; their order follows the list. */
export async function loadTopics(db: Db): Promise<void> {
  await db
    .insert(topics)
    .values(TOPIC_KEYS.map((slug, position) => ({ slug, position })))
    .onConflictDoUpdate({ target: topics.slug, set: { position: sql`excluded.position` } });
}

export async function listTopics(db: Db, userId: number) {
  return db
    .select({ id: topics.id, slug: topics.slug, position: topics.position, followId: topicFollows.slug })
    .from(topics)
    .leftJoin(topicFollows, and(eq(topicFollows.topicId, topics.id), eq(topicFollows.userId, userId)))
    .orderBy(asc(topics.position));
}

export async function findTopics(db: Db, slugs: string[]): Promise<TopicRow[]> {
  if (slugs.length === 0) return [];
  return db.select().from(topics).where(inArray(topics.slug, slugs));
}

/** Topic ids the member follows (recommendations). */
export async function followedTopics(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: topics.slug })
    .from(topicFollows)
    .innerJoin(topics, eq(topics.id, topicFollows.topicId))
    .where(eq(topicFollows.userId, userId))
    .orderBy(asc(topics.position));
  return rows.map((row) => row.slug);
}

export async function followTopic(db: Db, userId: number, topic: TopicRow) {
  const [row] = await db
    .insert(topicFollows)
    .values({ userId, topicId: topic.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyFollowed();
  return row;
}

export async function findFollow(db: Db, slug: string) {
  const [row] = await db
    .select({ follow: topicFollows, topic: topics })
    .from(topicFollows)
    .innerJoin(topics, eq(topics.id, topicFollows.topicId))
    .where(eq(topicFollows.slug, slug))
    .limit(1);
  return row;
}

export async function deleteFollow(db: Db, id: number): Promise<void> {
  await db.delete(topicFollows).where(eq(topicFollows.id, id));
}

export async function createBookmark(db: Db, userId: number, item: { id: number; kind: ContentKind }) {
  const [row] = await db
    .insert(bookmarks)
    .values({ userId, itemId: item.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw alreadyBookmarked(item.kind);
  return row;
}

export async function findBookmark(db: Db, slug: string) {
  const [row] = await db.select().from(bookmarks).where(eq(bookmarks.slug, slug)).limit(1);
  return row;
}

export async function deleteBookmark(db: Db, id: number): Promise<void> {
  await db.delete(bookmarks).where(eq(bookmarks.id, id));
}

/** The member's bookmarks, newest first, with their items' slugs and kinds. */
export async function listBookmarks(db: Db, userId: number, page: Page) {
  const rows = await db
    .select({
      bookmark: bookmarks,
      itemSlug: contentItems.slug,
      itemKind: contentItems.kind,
      total: windowTotal(),
    })
    .from(bookmarks)
    .innerJoin(contentItems, eq(contentItems.id, bookmarks.itemId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () => {
    const [row] = await db.select({ value: count() }).from(bookmarks).where(eq(bookmarks.userId, userId));
    return row?.value ?? 0;
  });
  return { rows, total };
}

const reviewSelection = {
  slug: reviews.slug,
  id: reviews.id,
  itemId: reviews.itemId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  itemSlug: contentItems.slug,
  itemKind: contentItems.kind,
};

function reviewQuery(db: Db) {
  return db
    .select(reviewSelection)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(contentItems, eq(contentItems.id, reviews.itemId));
}

export type LoadedReview = ReviewRecord & { id: number; itemId: number };

export async function findReview(db: Db, slug: string): Promise<LoadedReview | undefined> {
  const [row] = await reviewQuery(db).where(eq(reviews.slug, slug)).limit(1);
  return row;
}

/** An item's reviews, newest first. */
export async function listReviews(db: Db, itemId: number, page: Page) {
  const rows = await db
    .select({ ...reviewSelection, total: windowTotal() })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(contentItems, eq(contentItems.id, reviews.itemId))
    .where(eq(reviews.itemId, itemId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () => {
    const [row] = await db.select({ value: count() }).from(reviews).where(eq(reviews.itemId, itemId));
    return row?.value ?? 0;
  });
  return { rows, total };
}

/** The columns of a review a write sets; the rest of a `LoadedReview` its caller knows. */
const writtenColumns = {
  slug: reviews.slug,
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** One per member and item: a second is 409 (change the first with PATCH). Returns the review written. */
export async function createReview(
  db: Db,
  reviewer: { id: number; firstName: string },
  item: { id: number; kind: ContentKind; slug: string },
  input: { rating: number; comment?: string | null },
): Promise<LoadedReview> {
  const [row] = await db
    .insert(reviews)
    .values({
      userId: reviewer.id,
      itemId: item.id,
      rating: input.rating,
      comment: emptyToNull(input.comment),
    })
    .onConflictDoNothing()
    .returning(writtenColumns);
  if (!row) throw alreadyReviewed(item.kind);
  return {
    ...row,
    userId: reviewer.id,
    firstName: reviewer.firstName,
    itemId: item.id,
    itemSlug: item.slug,
    itemKind: item.kind,
  };
}

const emptyToNull = (comment: string | null | undefined) =>
  comment === undefined || comment === null || comment.trim() === '' ? null : comment;

/** Returns the review as saved (a review deleted meanwhile is an error, as before). */
export async function updateReview(
  db: Db,
  review: LoadedReview,
  input: { rating?: number; comment?: string | null },
): Promise<LoadedReview> {
  const set: Partial<typeof reviews.$inferInsert> = { updatedAt: new Date() };
  if (input.rating !== undefined) set.rating = input.rating;
  if (input.comment !== undefined) set.comment = emptyToNull(input.comment);
  const [row] = await db.update(reviews).set(set).where(eq(reviews.id, review.id)).returning(writtenColumns);
  if (!row) throw new Error('review not updated');
  return { ...review, ...row };
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
