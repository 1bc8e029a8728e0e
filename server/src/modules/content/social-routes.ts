import { noAttributesSchema, reviewCreateSchema, reviewUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { includePaths } from '../../http/jsonapi-protocol';
import { type Linkage, readLinks } from '../../http/jsonapi-relationships';
import { type Access, authorize, contentPolicy, reviewPolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
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

const kindOf = (type: string): ContentKind => (type === 'articles' ? 'article' : 'tip');

/** Topics, follows, bookmarks and reviews; their contracts in contract.ts. */
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

  app.get('/api/topics', contract.listTopics, async (request, reply) => {
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
  });

  app.post('/api/topic_follows', contract.followTopic, async (request, reply) => {
    const actor = requireUser(request);
    readResource(request, { type: 'topic_follows', schema: noAttributesSchema });
    const links = readLinks(request, contract.followLinks, ['topic']);
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
      .send(toDocument(presentTopicFollow(follow, presented), { include: includePaths(request, ['topic']) }));
  });

  app.delete<SlugParams>('/api/topic_follows/:slug', contract.unfollowTopic, async (request, reply) => {
    const actor = requireUser(request);
    const found = authorize(
      await findFollow(db, request.params.slug),
      (row) => row.follow.userId === actor.id,
    );
    await deleteFollow(db, found.follow.id);
    return reply.status(204).send();
  });

  app.get('/api/bookmarks', contract.listBookmarks, async (request, reply) => {
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
  });

  app.post('/api/bookmarks', contract.createBookmark, async (request, reply) => {
    const actor = requireUser(request);
    readResource(request, { type: 'bookmarks', schema: noAttributesSchema });
    const links = readLinks(request, contract.bookmarkLinks, ['bookmarkable']);
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
  });

  app.delete<SlugParams>('/api/bookmarks/:slug', contract.deleteBookmark, async (request, reply) => {
    const actor = requireUser(request);
    const found = authorize(await findBookmark(db, request.params.slug), (row) => row.userId === actor.id);
    await deleteBookmark(db, found.id);
    return reply.status(204).send();
  });

  app.post('/api/reviews', contract.createReview, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'reviews', schema: reviewCreateSchema });
    const links = readLinks(request, contract.reviewLinks, ['reviewable']);
    const access = await loadAccess(db, actor);
    const record = await readableItem(request, access, 'reviewable', links.reviewable as Linkage);
    // Nobody acts in a disabled organization, its content included (issue 26 §4.2).
    if (!contentPolicy.isWritable(contentRef(record))) throw organizationDisabled();
    if (!contentPolicy.canReview(access, contentRef(record))) throw notAllowed(record.item.kind, 'review');
    const review = await createReview(db, actor, record.item, input);
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentReview(review, access)));
  });

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

  app.patch<SlugParams>('/api/reviews/:slug', contract.updateReview, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const review = await loadReview(request, access);
    const input = readResource(request, { type: 'reviews', schema: reviewUpdateSchema, id: review.slug });
    const updated = await updateReview(db, review, input);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentReview(updated, access)));
  });

  app.delete<SlugParams>('/api/reviews/:slug', contract.deleteReview, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const review = await loadReview(request, access);
    await deleteReview(db, review.id);
    return reply.status(204).send();
  });
}
