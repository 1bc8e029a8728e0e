import {
  articleCreateSchema,
  articleResource,
  articleUpdateSchema,
  listDocument,
  noAttributesSchema,
  organizationResource,
  reviewResource,
  singleDocument,
  TOPIC_KEYS,
  topicResource,
} from '@evenkeel/common';
import type { LinkSpec } from '../../http/jsonapi-relationships';
import { linksBody } from '../../http/links-body';
import { doc, type ItemBodies, transferLinks } from './contract';

/** The article routes' contracts; tip-contract.ts says the same of tips. */

const include = ['topics', 'organization', 'translation'] as const;
const included = [articleResource, topicResource, organizationResource];
const single = singleDocument(articleResource, { included });

/** An article's relationships when written: its owner, 1 to 5 topics, its other language's version. */
export const articleLinks = {
  organization: { types: ['organizations'] },
  topics: { types: ['topics'], many: true },
  translation: { types: ['articles'], nullable: true },
} as const satisfies Record<string, LinkSpec>;

/** A change keeps the owner (that is a transfer). */
export const articleUpdateLinks = {
  topics: articleLinks.topics,
  translation: articleLinks.translation,
} as const satisfies Record<string, LinkSpec>;

export const articleBodies: ItemBodies = {
  kind: 'article',
  type: 'articles',
  create: articleCreateSchema,
  update: articleUpdateSchema,
  topicLink: 'topics',
  links: articleLinks,
  updateLinks: articleUpdateLinks,
  required: [],
};

export const listArticles = doc({
  operationId: 'listArticles',
  summary:
    "Articles you may read (published, of the platform and your organizations; your language first, the other only where no translation is published, with meta.other_language), followed topics first, newest first; `filter[q]` searches in each item's language (best match first). `filter[state]` (managers only): the items you manage in those states, all languages, last changed first (the trash: `deleted`)",
  query: {
    page: true,
    include,
    filter: {
      topic: { description: 'A topic key', schema: { enum: [...TOPIC_KEYS] } },
      q: { description: 'Full-text search, 2 to 100 characters (websearch syntax)' },
      state: { description: 'Comma-separated states: published, unpublished, deleted (managers only)' },
      organization: { description: 'An organization slug, or `platform` for the platform’s content' },
      bookmarked: { description: '`true`: only those you bookmarked', schema: { enum: ['true', 'false'] } },
    },
  },
  responses: {
    200: { description: 'A page of articles', document: listDocument(articleResource, { included }) },
    401: 'signed out',
    403: 'filter[state] without managing any content',
    422: 'an invalid filter value',
  },
});

export const getArticle = doc({
  operationId: 'getArticle',
  summary: 'One article: readers see it published; its managers in any state',
  query: { include },
  responses: {
    200: { description: 'The article', document: single },
    401: 'signed out',
    404: 'not found, or not yours to see',
  },
});

export const createArticle = doc({
  operationId: 'createArticle',
  summary:
    "Write an article, unpublished: relationship `organization` (absent: the platform's, platform administrators only), `topics`, `translation` (the same article in the other language)",
  otherBody: linksBody({ type: 'articles', attributes: articleCreateSchema, relationships: articleLinks }),
  query: { include },
  location: '/api/articles/{id}',
  responses: {
    201: { description: 'The new article', document: single },
    401: 'signed out',
    403: 'you do not administer the organization (or the platform)',
    404: 'organization not found',
    409: 'wrong type',
    422: 'invalid attributes or relationships',
  },
});

export const updateArticle = doc({
  operationId: 'updateArticle',
  summary:
    'Change an article (its managers; not in the trash): attributes, `topics` (replaces), `translation` (null: none). Its owner changes by transfer',
  otherBody: linksBody({
    type: 'articles',
    attributes: articleUpdateSchema,
    relationships: articleUpdateLinks,
    idRequired: true,
  }),
  query: { include },
  responses: {
    200: { description: 'The article as saved', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'deleted (restore it first), or wrong type or id',
    422: 'invalid',
  },
});

export const deleteArticle = doc({
  operationId: 'deleteArticle',
  summary:
    'To the trash (its managers): hidden everywhere, restorable for 30 days (`restorable_until`), then purged',
  responses: {
    204: 'deleted (restorable)',
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'already deleted',
  },
});

export const publishArticle = doc({
  operationId: 'publishArticle',
  summary: 'Publish an unpublished article (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The article in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not unpublished',
  },
});

export const unpublishArticle = doc({
  operationId: 'unpublishArticle',
  summary: 'Unpublish a published article (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The article in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not published',
  },
});

export const restoreArticle = doc({
  operationId: 'restoreArticle',
  summary: 'Restore a deleted (within its 30 days), back to unpublished: article (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The article in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not deleted, or its 30 days have passed',
  },
});

export const transferArticle = doc({
  operationId: 'transferArticle',
  summary:
    'Move an article (and its translation) to another owner: relationship `organization` (null: the platform). Administrators of its organization to another organization they administer; platform administrators to any. Audited',
  otherBody: linksBody({
    type: 'articles',
    attributes: noAttributesSchema,
    relationships: transferLinks,
    required: ['organization'],
    idRequired: true,
  }),
  query: { include },
  responses: {
    200: { description: 'The article with its new owner', document: single },
    401: 'signed out',
    403: 'not one of its managers, or not allowed to move it there',
    404: 'not found',
    409: 'deleted, or wrong type or id',
    422: 'no organization given, or the one it already belongs to',
  },
});

export const listArticleReviews = doc({
  operationId: 'listArticleReviews',
  summary: 'The reviews of an article you may read, newest first; each reviewer by first name only',
  query: { page: true },
  responses: {
    200: { description: 'A page of reviews', document: listDocument(reviewResource) },
    401: 'signed out',
    404: 'not found',
  },
});
