import {
  type articleCreateSchema,
  articleResource,
  type articleUpdateSchema,
  bookmarkResource,
  listDocument,
  noAttributesSchema,
  organizationResource,
  reviewCreateSchema,
  reviewResource,
  reviewUpdateSchema,
  singleDocument,
  type tipCreateSchema,
  tipResource,
  type tipUpdateSchema,
  topicFollowResource,
  topicResource,
} from '@evenkeel/common';
import type { LinkSpec } from '../../http/jsonapi-relationships';
import { linksBody } from '../../http/links-body';
import { routeDocs } from '../../http/route-doc';
import type { ContentKind } from './queries';

/**
 * The content routes' contracts (http/route-doc.ts says what each part drives): topics, follows,
 * bookmarks and reviews here; articles' in article-contract.ts, tips' in tip-contract.ts.
 */
export const doc = routeDocs('content');

export type SlugParams = { Params: { slug: string } };

/** What an article's or a tip's bodies hold (article-contract.ts, tip-contract.ts), for the handlers they share. */
export type ItemBodies = {
  kind: ContentKind;
  type: 'articles' | 'tips';
  create: typeof articleCreateSchema | typeof tipCreateSchema;
  update: typeof articleUpdateSchema | typeof tipUpdateSchema;
  /** `topics` (an article's, to-many) or `topic` (a tip's one). */
  topicLink: 'topics' | 'topic';
  links: Record<string, LinkSpec>;
  updateLinks: Record<string, LinkSpec>;
  /** Relationships a new one must name. */
  required: readonly string[];
};

/** A transfer's one relationship: the new owner (null: the platform). Articles and tips alike. */
export const transferLinks = {
  organization: { types: ['organizations'], nullable: true },
} as const satisfies Record<string, LinkSpec>;

export const listTopics = doc({
  operationId: 'listTopics',
  summary: 'The curated topics, names in your language; `meta.followed` and `meta.follow_id` for you',
  query: { page: true },
  responses: {
    200: { description: 'Every topic', document: listDocument(topicResource) },
    401: 'signed out',
  },
});

export const followLinks = { topic: { types: ['topics'] } } as const satisfies Record<string, LinkSpec>;

export const followTopic = doc({
  operationId: 'followTopic',
  summary: 'Follow a topic: relationship `topic`',
  otherBody: linksBody({
    type: 'topic_follows',
    attributes: noAttributesSchema,
    relationships: followLinks,
    required: ['topic'],
  }),
  location: '/api/topic_follows/{id}',
  responses: {
    201: {
      description: 'The follow, its topic included',
      document: singleDocument(topicFollowResource, { included: [topicResource] }),
    },
    401: 'signed out',
    409: 'already followed, or wrong type',
    422: 'no topic, or an unknown one',
  },
});

export const unfollowTopic = doc({
  operationId: 'unfollowTopic',
  summary: 'Stop following a topic (the follow’s id: a topic’s `meta.follow_id`)',
  responses: { 204: 'unfollowed', 401: 'signed out', 404: 'not found' },
});

/** A bookmark or review names an article or a tip. */
const itemLink = { types: ['articles', 'tips'] } as const satisfies LinkSpec;

export const listBookmarks = doc({
  operationId: 'listBookmarks',
  summary: 'Your bookmarks, newest first, of articles and tips you may still read (`include=bookmarkable`)',
  query: { page: true, include: ['bookmarkable'] },
  responses: {
    200: {
      description: 'A page of bookmarks',
      document: listDocument(bookmarkResource, {
        included: [articleResource, tipResource, topicResource, organizationResource],
      }),
    },
    401: 'signed out',
  },
});

export const bookmarkLinks = { bookmarkable: itemLink } as const satisfies Record<string, LinkSpec>;

export const createBookmark = doc({
  operationId: 'createBookmark',
  summary: 'Bookmark an article or a tip you may read: relationship `bookmarkable`',
  otherBody: linksBody({
    type: 'bookmarks',
    attributes: noAttributesSchema,
    relationships: bookmarkLinks,
    required: ['bookmarkable'],
  }),
  location: '/api/bookmarks/{id}',
  responses: {
    201: { description: 'The bookmark', document: singleDocument(bookmarkResource) },
    401: 'signed out',
    403: 'not published (its managers see it, but only published items are bookmarked)',
    409: 'already bookmarked, or wrong type',
    422: 'no item, or one you cannot read',
  },
});

export const deleteBookmark = doc({
  operationId: 'deleteBookmark',
  summary: 'Remove one of your bookmarks (an item’s `meta.bookmark_id`)',
  responses: { 204: 'removed', 401: 'signed out', 404: 'not found' },
});

export const reviewLinks = { reviewable: itemLink } as const satisfies Record<string, LinkSpec>;

export const createReview = doc({
  operationId: 'createReview',
  summary:
    'Review an article or a tip you read: `rating` 1–5, optional `comment` (≤ 1,000 characters), relationship `reviewable`. One per member and item (409: PATCH yours)',
  otherBody: linksBody({
    type: 'reviews',
    attributes: reviewCreateSchema,
    relationships: reviewLinks,
    required: ['reviewable'],
  }),
  location: '/api/reviews/{id}',
  responses: {
    201: { description: 'Your review', document: singleDocument(reviewResource) },
    401: 'signed out',
    403: 'not published',
    409: 'you already reviewed it, or wrong type',
    422: 'invalid rating or comment, no item you may read, or an item of a disabled organization',
  },
});

export const updateReview = doc({
  operationId: 'updateReview',
  summary: 'Change your review: `rating`, `comment` (null removes it)',
  otherBody: linksBody({ type: 'reviews', attributes: reviewUpdateSchema, idRequired: true }),
  responses: {
    200: { description: 'Your review as saved', document: singleDocument(reviewResource) },
    401: 'signed out',
    403: 'someone else’s review',
    404: 'not found',
    409: 'wrong type or id',
    422: 'invalid',
  },
});

export const deleteReview = doc({
  operationId: 'deleteReview',
  summary: 'Withdraw your review',
  responses: { 204: 'withdrawn', 401: 'signed out', 403: 'someone else’s review', 404: 'not found' },
});
