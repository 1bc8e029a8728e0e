import {
  type articleResource,
  listDocument,
  noAttributesSchema,
  type organizationResource,
  reviewResource,
  singleDocument,
  TOPIC_KEYS,
  type tipResource,
  type topicResource,
} from '@evenkeel/common';
import { linksBody } from '../../http/links-body';
import type { ParamDoc } from '../../http/route-doc';
import { doc, type ItemBodies, transferLinks } from './contract';

/** What sets an article's contracts apart from a tip's (article-contract.ts, tip-contract.ts). */
export type ItemWords = {
  bodies: ItemBodies;
  resource: typeof articleResource | typeof tipResource;
  included: [typeof articleResource | typeof tipResource, typeof topicResource, typeof organizationResource];
  include: readonly string[];
  /** `Article`, `Tip`: operationIds are `list${name}s`, `publish${name}`… */
  name: string;
  /** `article`, `tip`; with its article: `an article`, `a tip`. */
  one: string;
  aOne: string;
  /** How the create and update summaries name the topic relationship. */
  topicOnCreate: string;
  topicOnUpdate: string;
  /** Filters of this kind only, after those both kinds take. */
  filters?: Record<string, ParamDoc>;
};

/**
 * The ten contracts of an article's or a tip's routes, made once from their words: the two kinds
 * share every handler (item-reads.ts, item-writes.ts) and so every status. Their paths stay
 * written out in routes.ts.
 */
export function itemContracts(w: ItemWords) {
  const { include, included } = w;
  const single = singleDocument(w.resource, { included });
  const { type, create, update, links, updateLinks, required } = w.bodies;
  const transition = (verb: string, summary: string, conflict: string) =>
    doc({
      operationId: `${verb}${w.name}`,
      summary,
      query: { include },
      responses: {
        200: { description: `The ${w.one} in its new state`, document: single },
        401: 'signed out',
        403: 'not one of its managers',
        404: 'not found',
        409: conflict,
      },
    });
  return {
    list: doc({
      operationId: `list${w.name}s`,
      summary: `${w.name}s you may read (published, of the platform and your organizations; your language first, the other only where no translation is published, with meta.other_language), followed topics first, newest first; \`filter[q]\` searches in each item's language (best match first). \`filter[state]\` (managers only): the items you manage in those states, all languages, last changed first (the trash: \`deleted\`)`,
      query: {
        page: true,
        include,
        filter: {
          topic: { description: 'A topic key', schema: { enum: [...TOPIC_KEYS] } },
          q: { description: 'Full-text search, 2 to 100 characters (websearch syntax)' },
          state: { description: 'Comma-separated states: published, unpublished, deleted (managers only)' },
          organization: { description: 'An organization slug, or `platform` for the platform’s content' },
          bookmarked: {
            description: '`true`: only those you bookmarked',
            schema: { enum: ['true', 'false'] },
          },
          ...w.filters,
        },
      },
      responses: {
        200: { description: `A page of ${w.one}s`, document: listDocument(w.resource, { included }) },
        401: 'signed out',
        403: 'filter[state] without managing any content',
        422: 'an invalid filter value',
      },
    }),
    get: doc({
      operationId: `get${w.name}`,
      summary: `One ${w.one}: readers see it published; its managers in any state`,
      query: { include },
      responses: {
        200: { description: `The ${w.one}`, document: single },
        401: 'signed out',
        404: 'not found, or not yours to see',
      },
    }),
    create: doc({
      operationId: `create${w.name}`,
      summary: `Write ${w.aOne}, unpublished: relationship \`organization\` (absent: the platform's, platform administrators only), ${w.topicOnCreate}, \`translation\` (the same ${w.one} in the other language)`,
      otherBody: linksBody({
        type,
        attributes: create,
        relationships: links,
        ...(required.length > 0 ? { required } : {}),
      }),
      query: { include },
      location: `/api/${type}/{id}`,
      responses: {
        201: { description: `The new ${w.one}`, document: single },
        401: 'signed out',
        403: 'you do not administer the organization (or the platform)',
        404: 'organization not found',
        409: 'wrong type',
        422: 'invalid attributes or relationships',
      },
    }),
    update: doc({
      operationId: `update${w.name}`,
      summary: `Change ${w.aOne} (its managers; not in the trash): attributes, ${w.topicOnUpdate} (replaces), \`translation\` (null: none). Its owner changes by transfer`,
      otherBody: linksBody({ type, attributes: update, relationships: updateLinks, idRequired: true }),
      query: { include },
      responses: {
        200: { description: `The ${w.one} as saved`, document: single },
        401: 'signed out',
        403: 'not one of its managers',
        404: 'not found',
        409: 'deleted (restore it first), or wrong type or id',
        422: 'invalid',
      },
    }),
    delete: doc({
      operationId: `delete${w.name}`,
      summary:
        'To the trash (its managers): hidden everywhere, restorable for 30 days (`restorable_until`), then purged',
      responses: {
        204: 'deleted (restorable)',
        401: 'signed out',
        403: 'not one of its managers',
        404: 'not found',
        409: 'already deleted',
      },
    }),
    publish: transition(
      'publish',
      `Publish an unpublished ${w.one} (its managers; no body)`,
      'not unpublished',
    ),
    unpublish: transition(
      'unpublish',
      `Unpublish a published ${w.one} (its managers; no body)`,
      'not published',
    ),
    restore: transition(
      'restore',
      `Restore a deleted (within its 30 days), back to unpublished: ${w.one} (its managers; no body)`,
      'not deleted, or its 30 days have passed',
    ),
    transfer: doc({
      operationId: `transfer${w.name}`,
      summary: `Move ${w.aOne} (and its translation) to another owner: relationship \`organization\` (null: the platform). Administrators of its organization to another organization they administer; platform administrators to any. Audited`,
      otherBody: linksBody({
        type,
        attributes: noAttributesSchema,
        relationships: transferLinks,
        required: ['organization'],
        idRequired: true,
      }),
      query: { include },
      responses: {
        200: { description: `The ${w.one} with its new owner`, document: single },
        401: 'signed out',
        403: 'not one of its managers, or not allowed to move it there',
        404: 'not found',
        409: 'deleted, or wrong type or id',
        422: 'no organization given, or the one it already belongs to',
      },
    }),
    listReviews: doc({
      operationId: `list${w.name}Reviews`,
      summary: `The reviews of ${w.aOne} you may read, newest first; each reviewer by first name only`,
      query: { page: true },
      responses: {
        200: { description: 'A page of reviews', document: listDocument(reviewResource) },
        401: 'signed out',
        404: 'not found',
      },
    }),
  };
}
