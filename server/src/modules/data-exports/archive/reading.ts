import { and, asc, eq, gt } from 'drizzle-orm';
import {
  accessRecords,
  bookmarks,
  contentItems,
  dataExports,
  reviews,
  topicFollows,
  topics,
} from '../../../db/schema';
import { iso, keysetRows, mapRows } from './pages';
import { type ExportScope, listSection } from './section';

/** Articles and tips: followed topics, bookmarks, reviews, and what the member wrote. */
export async function* contentSections({ db, member }: ExportScope): AsyncGenerator<[string, unknown]> {
  const follows = await db
    .select({ follow: topicFollows, topic: topics.slug })
    .from(topicFollows)
    .innerJoin(topics, eq(topics.id, topicFollows.topicId))
    .where(eq(topicFollows.userId, member.id))
    .orderBy(asc(topicFollows.id));
  yield [
    'topic_follows',
    listSection(
      'provided',
      follows.map(({ follow, topic }) => ({ topic, since: iso(follow.createdAt) })),
    ),
  ];
  const marks = await db
    .select({
      bookmark: bookmarks,
      item: contentItems.slug,
      title: contentItems.title,
      kind: contentItems.kind,
    })
    .from(bookmarks)
    .innerJoin(contentItems, eq(contentItems.id, bookmarks.itemId))
    .where(eq(bookmarks.userId, member.id))
    .orderBy(asc(bookmarks.id));
  yield [
    'bookmarks',
    listSection(
      'provided',
      marks.map(({ bookmark, item, title, kind }) => ({
        item,
        kind,
        title,
        created_at: iso(bookmark.createdAt),
      })),
    ),
  ];
  const reviewed = await db
    .select({ review: reviews, item: contentItems.slug, title: contentItems.title })
    .from(reviews)
    .innerJoin(contentItems, eq(contentItems.id, reviews.itemId))
    .where(eq(reviews.userId, member.id))
    .orderBy(asc(reviews.id));
  yield [
    'reviews',
    listSection(
      'provided',
      reviewed.map(({ review, item, title }) => ({
        id: review.slug,
        item,
        title,
        rating: review.rating,
        comment: review.comment,
        created_at: iso(review.createdAt),
        updated_at: iso(review.updatedAt),
      })),
    ),
  ];
  yield [
    'authored_content',
    listSection(
      'provided',
      mapRows(
        keysetRows(
          (after: number | null, limit) =>
            db
              .select()
              .from(contentItems)
              .where(
                and(
                  eq(contentItems.authorId, member.id),
                  after === null ? undefined : gt(contentItems.id, after),
                ),
              )
              .orderBy(asc(contentItems.id))
              .limit(limit),
          (row) => row.id,
        ),
        (row) => ({
          id: row.slug,
          kind: row.kind,
          language: row.language,
          state: row.state,
          title: row.title,
          summary: row.summary,
          body: row.body,
          created_at: iso(row.createdAt),
          published_at: iso(row.publishedAt),
        }),
      ),
    ),
  ];
}

/** "Who saw my data" and the member's earlier exports (status and dates; never a file key). */
export async function* privacySections({ db, member }: ExportScope): AsyncGenerator<[string, unknown]> {
  yield [
    'access_records',
    listSection(
      'derived',
      mapRows(
        keysetRows(
          (after: number | null, limit) =>
            db
              .select()
              .from(accessRecords)
              .where(
                and(
                  eq(accessRecords.subjectUserId, member.id),
                  after === null ? undefined : gt(accessRecords.id, after),
                ),
              )
              .orderBy(asc(accessRecords.id))
              .limit(limit),
          (row) => row.id,
        ),
        (row) => ({
          viewer_name: row.viewerName,
          viewer_role: row.viewerRole,
          data_kind: row.dataKind,
          purpose: row.purpose,
          client: row.client,
          outcome: row.outcome,
          first_at: iso(row.firstAt),
          occurred_at: iso(row.occurredAt),
          count: row.count,
        }),
      ),
    ),
  ];
  const exports = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, member.id))
    .orderBy(asc(dataExports.requestedAt));
  yield [
    'data_exports',
    listSection(
      'derived',
      exports.map((row) => ({
        id: row.slug,
        status: row.status,
        requested_by: row.requestedById === member.id ? null : row.requestedByName,
        reason: row.reason,
        language: row.locale,
        requested_at: iso(row.requestedAt),
        ready_at: iso(row.readyAt),
        delivered_at: iso(row.deliveredAt),
        expires_at: iso(row.expiresAt),
        failed_at: iso(row.failedAt),
        size_bytes: row.sizeBytes,
        sha256: row.sha256,
      })),
    ),
  ];
}
