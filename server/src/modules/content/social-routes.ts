import {
  articleResource,
  bookmarkResource,
  listDocument,
  noAttributesSchema,
  organizationResource,
  reviewCreateSchema,
  reviewResource,
  reviewUpdateSchema,
  singleDocument,
  tipResource,
  topicFollowResource,
  topicResource,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { includePaths } from '../../http/jsonapi-protocol';
import type { RouteDoc } from '../../http/route-doc';
import { type Access, authorize, contentPolicy, reviewPolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import { contentBody, type Linkage, readLinks } from './body';
import { notAllowed } from './errors';
import { presentBookmark, presentItem, presentReview, presentTopic, presentTopicFollow } from './presenter';
import { type ContentKind, contentRef, findItem, findItemsById } from './queries';
import {
  createBookmark,
  createReview,
  deleteBookmark,
  deleteFollow,
  deleteReview,
  findBookmark,
  findFollow,
  findReview,
  findTopics,
  followTopic,
  listBookmarks,
  listTopics,
  updateReview,
} from './social';

type SlugParams = { Params: { slug: string } };

const doc = (partial: Omit<RouteDoc, 'tag' | 'signedIn'>): { config: { openapi: RouteDoc } } => ({
  config: { openapi: { tag: 'content', signedIn: true, ...partial } },
});

const itemLink = { types: ['articles', 'tips'] } as const;
const kindOf = (type: string): ContentKind => (type === 'articles' ? 'article' : 'tip');

export async function contentSocialRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The article or tip a bookmark or review names: one the member reads (published), else 422/404/403. */
  async function readableItem(request: FastifyRequest, access: Access, name: string, link: Linkage) {
    const kind = kindOf(link.type);
    const record = await findItem(db, kind, link.id, access.userId);
    if (!record || !contentPolicy.canRead(access, contentRef(record))) {
      throw validationFailed([
        {
          field: name,
          pointer: `/data/relationships/${name}`,
          message: request.t('validation.relationship_invalid', {
            field: request.t(`fields.${name}` as 'fields.topic'),
          }),
        },
      ]);
    }
    return record;
  }

  app.get(
    '/api/topics',
    doc({
      operationId: 'listTopics',
      summary: 'The curated topics, names in your language; `meta.followed` and `meta.follow_id` for you',
      query: { page: true },
      responses: {
        200: { description: 'Every topic', document: listDocument(topicResource) },
        401: 'signed out',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const rows = await listTopics(db, actor.id);
      const shown = rows.slice(page.offset, page.offset + page.size);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          shown.map((row) => presentTopic(row.slug, row.position, request.t, { followId: row.followId })),
          { meta: { total: rows.length } },
        ),
      );
    },
  );

  const followLinks = { topic: { types: ['topics'] } } as const;
  app.post(
    '/api/topic_follows',
    doc({
      operationId: 'followTopic',
      summary: 'Follow a topic: relationship `topic`',
      otherBody: contentBody({
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
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      readResource(request, { type: 'topic_follows', schema: noAttributesSchema });
      const links = readLinks(request, followLinks, ['topic']);
      const [topic] = await findTopics(db, links.topic ? [links.topic.id] : []);
      if (!topic) {
        throw validationFailed([
          {
            field: 'topic',
            pointer: '/data/relationships/topic',
            message: request.t('validation.relationship_invalid', { field: request.t('fields.topic') }),
          },
        ]);
      }
      const follow = await followTopic(db, actor.id, topic);
      const presented = presentTopic(topic.slug, topic.position, request.t, { followId: follow.slug });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          toDocument(presentTopicFollow(follow, presented), { include: includePaths(request, ['topic']) }),
        );
    },
  );

  app.delete<SlugParams>(
    '/api/topic_follows/:slug',
    doc({
      operationId: 'unfollowTopic',
      summary: 'Stop following a topic (the follow’s id: a topic’s `meta.follow_id`)',
      responses: { 204: 'unfollowed', 401: 'signed out', 404: 'not found' },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const found = authorize(
        await findFollow(db, request.params.slug),
        (row) => row.follow.userId === actor.id,
      );
      await deleteFollow(db, found.follow.id);
      return reply.status(204).send();
    },
  );

  const bookmarkLinks = { bookmarkable: itemLink } as const;
  const bookmarkIncluded = [articleResource, tipResource, topicResource, organizationResource];
  app.get(
    '/api/bookmarks',
    doc({
      operationId: 'listBookmarks',
      summary:
        'Your bookmarks, newest first, of articles and tips you may still read (`include=bookmarkable`)',
      query: { page: true, include: ['bookmarkable'] },
      responses: {
        200: {
          description: 'A page of bookmarks',
          document: listDocument(bookmarkResource, { included: bookmarkIncluded }),
        },
        401: 'signed out',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const access = await loadAccess(db, actor);
      const { rows, total } = await listBookmarks(db, actor.id, page);
      const records = await findItemsById(
        db,
        rows.map((row) => row.bookmark.itemId),
        actor.id,
      );
      const byId = new Map(records.map((record) => [record.item.id, record]));
      const context = { access, locale: request.locale, t: request.t };
      const include = request.include.includes('bookmarkable');
      const data = rows.flatMap((row) => {
        const record = byId.get(row.bookmark.itemId);
        // An item gone from view (unpublished, deleted, left organization) keeps the bookmark, unseen.
        if (!record || !contentPolicy.canReadPublished(access, contentRef(record))) return [];
        const item = include
          ? presentItem(record, context)
          : {
              type: row.itemKind === 'article' ? ('articles' as const) : ('tips' as const),
              id: row.itemSlug,
            };
        return [presentBookmark(row.bookmark, item)];
      });
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(data, { include: include ? ['bookmarkable'] : [], meta: { total } }));
    },
  );

  app.post(
    '/api/bookmarks',
    doc({
      operationId: 'createBookmark',
      summary: 'Bookmark an article or a tip you may read: relationship `bookmarkable`',
      otherBody: contentBody({
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
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      readResource(request, { type: 'bookmarks', schema: noAttributesSchema });
      const links = readLinks(request, bookmarkLinks, ['bookmarkable']);
      const access = await loadAccess(db, actor);
      const record = await readableItem(request, access, 'bookmarkable', links.bookmarkable as Linkage);
      if (!contentPolicy.canBookmark(access, contentRef(record)))
        throw notAllowed(record.item.kind, 'bookmark');
      const bookmark = await createBookmark(db, actor.id, record.item);
      const item = {
        type: record.item.kind === 'article' ? ('articles' as const) : ('tips' as const),
        id: record.item.slug,
      };
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentBookmark(bookmark, item)));
    },
  );

  app.delete<SlugParams>(
    '/api/bookmarks/:slug',
    doc({
      operationId: 'deleteBookmark',
      summary: 'Remove one of your bookmarks (an item’s `meta.bookmark_id`)',
      responses: { 204: 'removed', 401: 'signed out', 404: 'not found' },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const found = authorize(await findBookmark(db, request.params.slug), (row) => row.userId === actor.id);
      await deleteBookmark(db, found.id);
      return reply.status(204).send();
    },
  );

  const reviewLinks = { reviewable: itemLink } as const;
  app.post(
    '/api/reviews',
    doc({
      operationId: 'createReview',
      summary:
        'Review an article or a tip you read: `rating` 1–5, optional `comment` (≤ 1,000 characters), relationship `reviewable`. One per member and item (409: PATCH yours)',
      otherBody: contentBody({
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
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type: 'reviews', schema: reviewCreateSchema });
      const links = readLinks(request, reviewLinks, ['reviewable']);
      const access = await loadAccess(db, actor);
      const record = await readableItem(request, access, 'reviewable', links.reviewable as Linkage);
      // Nobody acts in a disabled organization, its content included (issue 26 §4.2).
      if (!contentPolicy.isWritable(contentRef(record))) throw organizationDisabled();
      if (!contentPolicy.canReview(access, contentRef(record))) throw notAllowed(record.item.kind, 'review');
      const slug = await createReview(db, actor.id, record.item, input);
      const review = await findReview(db, slug);
      if (!review) throw new Error('review not found');
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentReview(review, access)));
    },
  );

  /** A review is seen by whoever reads its item; only its author changes it (403 for others). */
  async function loadReview(request: FastifyRequest<SlugParams>, access: Access) {
    const review = await findReview(db, request.params.slug);
    const record = review ? await findItem(db, review.itemKind, review.itemSlug, access.userId) : undefined;
    return authorize(review && record ? { review, record } : undefined, {
      visible: ({ review: r, record: item }) =>
        r.userId === access.userId || contentPolicy.canRead(access, contentRef(item)),
      allowed: ({ review: r }) => reviewPolicy.canUpdate(access, r),
    }).review;
  }

  app.patch<SlugParams>(
    '/api/reviews/:slug',
    doc({
      operationId: 'updateReview',
      summary: 'Change your review: `rating`, `comment` (null removes it)',
      otherBody: contentBody({ type: 'reviews', attributes: reviewUpdateSchema, idRequired: true }),
      responses: {
        200: { description: 'Your review as saved', document: singleDocument(reviewResource) },
        401: 'signed out',
        403: 'someone else’s review',
        404: 'not found',
        409: 'wrong type or id',
        422: 'invalid',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const review = await loadReview(request, access);
      const input = readResource(request, { type: 'reviews', schema: reviewUpdateSchema, id: review.slug });
      await updateReview(db, review.id, input);
      const updated = await findReview(db, review.slug);
      if (!updated) throw new Error('review vanished');
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentReview(updated, access)));
    },
  );

  app.delete<SlugParams>(
    '/api/reviews/:slug',
    doc({
      operationId: 'deleteReview',
      summary: 'Withdraw your review',
      responses: { 204: 'withdrawn', 401: 'signed out', 403: 'someone else’s review', 404: 'not found' },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const review = await loadReview(request, access);
      await deleteReview(db, review.id);
      return reply.status(204).send();
    },
  );
}
