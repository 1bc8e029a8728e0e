import {
  listDocument,
  noAttributesSchema,
  organizationResource,
  reviewResource,
  singleDocument,
  TIP_DIFFICULTIES,
  TOPIC_KEYS,
  tipCreateSchema,
  tipResource,
  tipUpdateSchema,
  topicResource,
} from '@evenkeel/common';
import type { LinkSpec } from '../../http/jsonapi-relationships';
import { linksBody } from '../../http/links-body';
import { doc, type ItemBodies, transferLinks } from './contract';

/** The tip routes' contracts; article-contract.ts says the same of articles. */

const include = ['topic', 'organization', 'translation'] as const;
const included = [tipResource, topicResource, organizationResource];
const single = singleDocument(tipResource, { included });

/** A tip's relationships when written: its owner, its one topic, its other language's version. */
export const tipLinks = {
  organization: { types: ['organizations'] },
  topic: { types: ['topics'] },
  translation: { types: ['tips'], nullable: true },
} as const satisfies Record<string, LinkSpec>;

/** A change keeps the owner (that is a transfer). */
export const tipUpdateLinks = {
  topic: tipLinks.topic,
  translation: tipLinks.translation,
} as const satisfies Record<string, LinkSpec>;

export const tipBodies: ItemBodies = {
  kind: 'tip',
  type: 'tips',
  create: tipCreateSchema,
  update: tipUpdateSchema,
  topicLink: 'topic',
  links: tipLinks,
  updateLinks: tipUpdateLinks,
  required: ['topic'],
};

export const listTips = doc({
  operationId: 'listTips',
  summary:
    "Tips you may read (published, of the platform and your organizations; your language first, the other only where no translation is published, with meta.other_language), followed topics first, newest first; `filter[q]` searches in each item's language (best match first). `filter[state]` (managers only): the items you manage in those states, all languages, last changed first (the trash: `deleted`)",
  query: {
    page: true,
    include,
    filter: {
      topic: { description: 'A topic key', schema: { enum: [...TOPIC_KEYS] } },
      q: { description: 'Full-text search, 2 to 100 characters (websearch syntax)' },
      state: { description: 'Comma-separated states: published, unpublished, deleted (managers only)' },
      organization: { description: 'An organization slug, or `platform` for the platform’s content' },
      bookmarked: { description: '`true`: only those you bookmarked', schema: { enum: ['true', 'false'] } },
      difficulty: { description: 'easy, medium or challenging', schema: { enum: [...TIP_DIFFICULTIES] } },
    },
  },
  responses: {
    200: { description: 'A page of tips', document: listDocument(tipResource, { included }) },
    401: 'signed out',
    403: 'filter[state] without managing any content',
    422: 'an invalid filter value',
  },
});

export const getTip = doc({
  operationId: 'getTip',
  summary: 'One tip: readers see it published; its managers in any state',
  query: { include },
  responses: {
    200: { description: 'The tip', document: single },
    401: 'signed out',
    404: 'not found, or not yours to see',
  },
});

export const createTip = doc({
  operationId: 'createTip',
  summary:
    "Write a tip, unpublished: relationship `organization` (absent: the platform's, platform administrators only), `topic` (required), `translation` (the same tip in the other language)",
  otherBody: linksBody({
    type: 'tips',
    attributes: tipCreateSchema,
    relationships: tipLinks,
    required: ['topic'],
  }),
  query: { include },
  location: '/api/tips/{id}',
  responses: {
    201: { description: 'The new tip', document: single },
    401: 'signed out',
    403: 'you do not administer the organization (or the platform)',
    404: 'organization not found',
    409: 'wrong type',
    422: 'invalid attributes or relationships',
  },
});

export const updateTip = doc({
  operationId: 'updateTip',
  summary:
    'Change a tip (its managers; not in the trash): attributes, `topic` (replaces), `translation` (null: none). Its owner changes by transfer',
  otherBody: linksBody({
    type: 'tips',
    attributes: tipUpdateSchema,
    relationships: tipUpdateLinks,
    idRequired: true,
  }),
  query: { include },
  responses: {
    200: { description: 'The tip as saved', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'deleted (restore it first), or wrong type or id',
    422: 'invalid',
  },
});

export const deleteTip = doc({
  operationId: 'deleteTip',
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

export const publishTip = doc({
  operationId: 'publishTip',
  summary: 'Publish an unpublished tip (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The tip in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not unpublished',
  },
});

export const unpublishTip = doc({
  operationId: 'unpublishTip',
  summary: 'Unpublish a published tip (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The tip in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not published',
  },
});

export const restoreTip = doc({
  operationId: 'restoreTip',
  summary: 'Restore a deleted (within its 30 days), back to unpublished: tip (its managers; no body)',
  query: { include },
  responses: {
    200: { description: 'The tip in its new state', document: single },
    401: 'signed out',
    403: 'not one of its managers',
    404: 'not found',
    409: 'not deleted, or its 30 days have passed',
  },
});

export const transferTip = doc({
  operationId: 'transferTip',
  summary:
    'Move a tip (and its translation) to another owner: relationship `organization` (null: the platform). Administrators of its organization to another organization they administer; platform administrators to any. Audited',
  otherBody: linksBody({
    type: 'tips',
    attributes: noAttributesSchema,
    relationships: transferLinks,
    required: ['organization'],
    idRequired: true,
  }),
  query: { include },
  responses: {
    200: { description: 'The tip with its new owner', document: single },
    401: 'signed out',
    403: 'not one of its managers, or not allowed to move it there',
    404: 'not found',
    409: 'deleted, or wrong type or id',
    422: 'no organization given, or the one it already belongs to',
  },
});

export const listTipReviews = doc({
  operationId: 'listTipReviews',
  summary: 'The reviews of a tip you may read, newest first; each reviewer by first name only',
  query: { page: true },
  responses: {
    200: { description: 'A page of reviews', document: listDocument(reviewResource) },
    401: 'signed out',
    404: 'not found',
  },
});
