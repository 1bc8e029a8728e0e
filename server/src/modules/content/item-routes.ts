import {
  type ArticleCreateInput,
  articleCreateSchema,
  articleResource,
  articleUpdateSchema,
  CONTENT_STATES,
  contentQueryField,
  isTopicKey,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readChoice,
  readChoiceList,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { dynamicKey } from '../../i18n';
import { type Access, authorize, contentPolicy, organizationPolicy } from '../../policies';
import { contentBody, type LinkSpec, readLinks } from './body';
import { type ContentAction, managersOnly, notAllowed, restoreExpired, wrongState } from './errors';
import { type PresentContext, presentItem, presentReview } from './presenter';
import { type ContentKind, contentRef, findItem, findItemsById, type ItemRecord, listItems } from './queries';
import { createItem, type Links, type Transition, transferItem, transition, updateItem } from './service';
import { listReviews } from './social';
import { checkCover, checkLanguageChange, resolveTopics, resolveTranslation } from './validate';

type SlugParams = { Params: { slug: string } };

/** What differs between articles and tips; everything else is shared. */
const KINDS = {
  article: {
    type: 'articles',
    one: 'Article',
    many: 'Articles',
    resource: articleResource,
    createSchema: articleCreateSchema,
    updateSchema: articleUpdateSchema,
    topicLink: 'topics',
  },
  tip: {
    type: 'tips',
    one: 'Tip',
    many: 'Tips',
    resource: tipResource,
    createSchema: tipCreateSchema,
    updateSchema: tipUpdateSchema,
    topicLink: 'topic',
  },
} as const;

const INCLUDES = {
  article: ['topics', 'organization', 'translation'],
  tip: ['topic', 'organization', 'translation'],
} as const;

function linkSpecs(kind: ContentKind) {
  const type = KINDS[kind].type;
  return {
    organization: { types: ['organizations'] },
    [KINDS[kind].topicLink]: { types: ['topics'], many: kind === 'article' },
    translation: { types: [type], nullable: true },
  } as Record<string, LinkSpec>;
}

export async function itemRoutes(app: FastifyInstance, { kind }: { kind: ContentKind }) {
  const { db } = app.ctx;
  const { type, one, many, resource, createSchema, updateSchema, topicLink } = KINDS[kind];
  const base = `/api/${type}`;
  const included = [resource, topicResource, organizationResource];
  const single = singleDocument(resource, { included });
  const noun = kind === 'article' ? 'article' : 'tip';

  const context = (request: FastifyRequest, access: Access, translations?: Map<number, ItemRecord>) =>
    ({ access, locale: request.locale, t: request.t, translations }) satisfies PresentContext;

  /** The translations an `include=translation` asks for, loaded in one query. */
  async function includedTranslations(request: FastifyRequest, records: ItemRecord[], userId: number) {
    if (!request.include.includes('translation')) return undefined;
    const ids = records.flatMap((record) => (record.translation ? [record.translation.id] : []));
    const found = await findItemsById(db, ids, userId);
    return new Map(found.map((record) => [record.item.id, record]));
  }

  async function send(request: FastifyRequest, record: ItemRecord, access: Access) {
    const translations = await includedTranslations(request, [record], access.userId);
    return toDocument(presentItem(record, context(request, access, translations)), {
      include: request.include,
    });
  }

  /** Loads the item the actor may see (404 otherwise). */
  async function load(request: FastifyRequest, access: Access) {
    const slug = (request.params as { slug: string }).slug;
    return authorize(await findItem(db, kind, slug, access.userId), (record) =>
      contentPolicy.canRead(access, contentRef(record)),
    );
  }

  /** A manager's action: 403 for anyone else, 409 when the state does not allow it. */
  function guard(access: Access, record: ItemRecord, action: ContentAction): void {
    const ref = contentRef(record);
    if (!contentPolicy.canManage(access, ref)) throw notAllowed(kind, action);
    const allowed = {
      update: contentPolicy.canUpdate,
      publish: contentPolicy.canPublish,
      unpublish: contentPolicy.canUnpublish,
      delete: contentPolicy.canDelete,
      restore: contentPolicy.canRestore,
      transfer: contentPolicy.canTransfer,
    }[action as 'update'];
    if (allowed(access, ref)) return;
    if (action === 'restore' && ref.state === 'deleted') throw restoreExpired(kind);
    if (action === 'transfer' && ref.state !== 'deleted') throw notAllowed(kind, action);
    throw wrongState(kind, action, ref.state);
  }

  const doc = (partial: Omit<RouteDoc, 'tag' | 'signedIn'>): { config: { openapi: RouteDoc } } => ({
    config: { openapi: { tag: 'content', signedIn: true, ...partial } },
  });

  app.get(
    base,
    doc({
      operationId: `list${many}`,
      summary: `${many} you may read (published, of the platform and your organizations; your language first, the other only where no translation is published, with meta.other_language), followed topics first, newest first; \`filter[q]\` searches in each item's language (best match first). \`filter[state]\` (managers only): the items you manage in those states, all languages, last changed first (the trash: \`deleted\`)`,
      query: {
        page: true,
        include: INCLUDES[kind],
        filter: {
          topic: { description: 'A topic key', schema: { enum: [...TOPIC_KEYS] } },
          q: { description: 'Full-text search, 2 to 100 characters (websearch syntax)' },
          state: {
            description: 'Comma-separated states: published, unpublished, deleted (managers only)',
          },
          organization: { description: 'An organization slug, or `platform` for the platform’s content' },
          bookmarked: {
            description: '`true`: only those you bookmarked',
            schema: { enum: ['true', 'false'] },
          },
          ...(kind === 'tip'
            ? {
                difficulty: {
                  description: 'easy, medium or challenging',
                  schema: { enum: [...TIP_DIFFICULTIES] },
                },
              }
            : {}),
        },
      },
      responses: {
        200: { description: `A page of ${type}`, document: listDocument(resource, { included }) },
        401: 'signed out',
        403: 'filter[state] without managing any content',
        422: 'an invalid filter value',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const page = parsePage(query);
      const access = await loadAccess(db, actor);
      const topic = query['filter[topic]'];
      if (topic !== undefined && (typeof topic !== 'string' || !isTopicKey(topic)))
        throw invalidParameterValue('filter[topic]');
      let q: string | undefined;
      if (query['filter[q]'] !== undefined) {
        const parsed = contentQueryField.safeParse(query['filter[q]']);
        if (!parsed.success) throw invalidParameterValue('filter[q]');
        q = parsed.data;
      }
      const organization = query['filter[organization]'];
      if (organization !== undefined && (typeof organization !== 'string' || organization === ''))
        throw invalidParameterValue('filter[organization]');
      const bookmarked =
        readChoice(query['filter[bookmarked]'], 'filter[bookmarked]', ['true', 'false'] as const, 'false') ===
        'true';
      const difficulty =
        kind === 'tip' && query['filter[difficulty]'] !== undefined
          ? readChoice(query['filter[difficulty]'], 'filter[difficulty]', TIP_DIFFICULTIES, 'easy')
          : undefined;
      const common = {
        kind,
        userId: actor.id,
        locale: request.locale,
        ...(topic !== undefined ? { topic: topic as string } : {}),
        ...(q !== undefined ? { q } : {}),
        ...(organization !== undefined ? { organization: organization as string } : {}),
        bookmarked,
        ...(difficulty !== undefined ? { difficulty } : {}),
        // An article's body is read only when the fieldset asks for it (lists show cards).
        withBody: kind === 'tip' || (request.sparseFields?.get(type)?.has('body') ?? true),
      };
      let filters: Parameters<typeof listItems>[1];
      if (query['filter[state]'] !== undefined) {
        const states = readChoiceList(query['filter[state]'], 'filter[state]', CONTENT_STATES);
        if (!contentPolicy.isManager(access)) throw managersOnly();
        const scope = contentPolicy.managedScope(access);
        filters = {
          ...common,
          view: 'manager',
          states,
          platform: scope.platform,
          managedOrganizationIds: scope.organizationIds,
        };
      } else {
        filters = {
          ...common,
          view: 'reader',
          readableOrganizationIds: contentPolicy.readableOrganizationIds(access),
        };
      }
      const { records, total } = await listItems(db, filters, page);
      const translations = await includedTranslations(request, records, actor.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          records.map((record) => presentItem(record, context(request, access, translations))),
          { include: request.include, meta: { total } },
        ),
      );
    },
  );

  app.get<SlugParams>(
    `${base}/:slug`,
    doc({
      operationId: `get${one}`,
      summary: `One ${noun}: readers see it published; its managers in any state`,
      query: { include: INCLUDES[kind] },
      responses: {
        200: { description: `The ${noun}`, document: single },
        401: 'signed out',
        404: 'not found, or not yours to see',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, record, access));
    },
  );

  const relationshipsDoc = linkSpecs(kind);

  app.post(
    base,
    doc({
      operationId: `create${one}`,
      summary: `Write ${noun === 'article' ? 'an article' : 'a tip'}, unpublished: relationship \`organization\` (absent: the platform's, platform administrators only), \`${topicLink}\`${kind === 'tip' ? ' (required)' : ''}, \`translation\` (the same ${noun} in the other language)`,
      otherBody: contentBody({
        type,
        attributes: createSchema,
        relationships: relationshipsDoc,
        required: kind === 'tip' ? ['topic'] : [],
      }),
      query: { include: INCLUDES[kind] },
      location: `${base}/{id}`,
      responses: {
        201: { description: `The new ${noun}`, document: single },
        401: 'signed out',
        403: 'you do not administer the organization (or the platform)',
        404: 'organization not found',
        409: 'wrong type',
        422: 'invalid attributes or relationships',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type, schema: createSchema });
      const links = readLinks(request, relationshipsDoc, kind === 'tip' ? ['topic'] : []);
      const access = await loadAccess(db, actor);
      let owner: { id: number; state: string } | null = null;
      const organizationLink = links.organization as { id: string } | undefined;
      if (organizationLink) {
        owner = authorize(await findOrganization(db, organizationLink.id), (org) =>
          organizationPolicy.canRead(access, org),
        );
      }
      if (!contentPolicy.canCreate(access, owner)) throw notAllowed(kind, 'create');
      const resolved: Links = {};
      const topicLinks = links[topicLink];
      if (topicLinks !== undefined && topicLinks !== null) {
        resolved.topicIds = await resolveTopics(
          db,
          request,
          topicLink,
          Array.isArray(topicLinks) ? topicLinks : [topicLinks],
        );
      }
      const translation = links.translation;
      if (translation) {
        resolved.translationId = await resolveTranslation(db, request, access, kind, translation as never, {
          id: null,
          organizationId: owner?.id ?? null,
          language: input.language,
        });
      }
      if (kind === 'article') await checkCover(db, request, actor.id, input as ArticleCreateInput, null);
      const slug = await createItem(db, kind, input, owner?.id ?? null, resolved, {
        id: actor.id,
        ip: request.ip,
      });
      const record = await findItem(db, kind, slug, actor.id);
      if (!record) throw new Error('created item not found');
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(await send(request, record, access));
    },
  );

  const updateLinks = {
    [topicLink]: relationshipsDoc[topicLink],
    translation: relationshipsDoc.translation,
  } as Record<string, LinkSpec>;

  app.patch<SlugParams>(
    `${base}/:slug`,
    doc({
      operationId: `update${one}`,
      summary: `Change ${noun === 'article' ? 'an article' : 'a tip'} (its managers; not in the trash): attributes, \`${topicLink}\` (replaces), \`translation\` (null: none). Its owner changes by transfer`,
      otherBody: contentBody({
        type,
        attributes: updateSchema,
        relationships: updateLinks,
        idRequired: true,
      }),
      query: { include: INCLUDES[kind] },
      responses: {
        200: { description: `The ${noun} as saved`, document: single },
        401: 'signed out',
        403: 'not one of its managers',
        404: 'not found',
        409: 'deleted (restore it first), or wrong type or id',
        422: 'invalid',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, 'update');
      const input = readResource(request, { type, schema: updateSchema, id: record.item.slug });
      const links = readLinks(request, updateLinks);
      const resolved: Links = {};
      const topicLinks = links[topicLink];
      if (topicLinks !== undefined && topicLinks !== null) {
        resolved.topicIds = await resolveTopics(
          db,
          request,
          topicLink,
          Array.isArray(topicLinks) ? topicLinks : [topicLinks],
        );
      }
      const language = input.language ?? record.item.language;
      if (links.translation !== undefined) {
        resolved.translationId = links.translation
          ? await resolveTranslation(db, request, access, kind, links.translation as never, {
              id: record.item.id,
              organizationId: record.item.organizationId,
              language,
            })
          : null;
      } else {
        checkLanguageChange(request, record, input.language);
      }
      if (kind === 'article')
        await checkCover(db, request, actor.id, input as ArticleCreateInput, record.item.coverImageUrl);
      await updateItem(db, record, input, resolved, { id: actor.id, ip: request.ip });
      const updated = await findItem(db, kind, record.item.slug, actor.id);
      if (!updated) throw new Error('updated item not found');
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
    },
  );

  app.delete<SlugParams>(
    `${base}/:slug`,
    doc({
      operationId: `delete${one}`,
      summary: `To the trash (its managers): hidden everywhere, restorable for 30 days (\`restorable_until\`), then purged`,
      responses: {
        204: 'deleted (restorable)',
        401: 'signed out',
        403: 'not one of its managers',
        404: 'not found',
        409: 'already deleted',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, 'delete');
      await transition(db, record, 'delete', { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },
  );

  const transitions: { name: Transition & ContentAction; summary: string; from: string }[] = [
    { name: 'publish', summary: 'Publish an unpublished', from: 'not unpublished' },
    { name: 'unpublish', summary: 'Unpublish a published', from: 'not published' },
    {
      name: 'restore',
      summary: 'Restore a deleted (within its 30 days), back to unpublished:',
      from: 'not deleted, or its 30 days have passed',
    },
  ];
  for (const step of transitions) {
    app.post<SlugParams>(
      `${base}/:slug/${step.name}`,
      doc({
        operationId: `${step.name}${one}`,
        summary: `${step.summary} ${noun} (its managers; no body)`,
        query: { include: INCLUDES[kind] },
        responses: {
          200: { description: `The ${noun} in its new state`, document: single },
          401: 'signed out',
          403: 'not one of its managers',
          404: 'not found',
          409: step.from,
        },
      }),
      async (request, reply) => {
        const actor = requireUser(request);
        const access = await loadAccess(db, actor);
        const record = await load(request, access);
        guard(access, record, step.name);
        await transition(db, record, step.name, { id: actor.id, ip: request.ip });
        const updated = await findItem(db, kind, record.item.slug, actor.id);
        if (!updated) throw new Error('item vanished');
        return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
      },
    );
  }

  const transferLinks = { organization: { types: ['organizations'], nullable: true } } satisfies Record<
    string,
    LinkSpec
  >;
  app.post<SlugParams>(
    `${base}/:slug/transfer`,
    doc({
      operationId: `transfer${one}`,
      summary: `Move ${noun === 'article' ? 'an article' : 'a tip'} (and its translation) to another owner: relationship \`organization\` (null: the platform). Administrators of its organization to another organization they administer; platform administrators to any. Audited`,
      otherBody: contentBody({
        type,
        attributes: noAttributesSchema,
        relationships: transferLinks,
        required: ['organization'],
        idRequired: true,
      }),
      query: { include: INCLUDES[kind] },
      responses: {
        200: { description: `The ${noun} with its new owner`, document: single },
        401: 'signed out',
        403: 'not one of its managers, or not allowed to move it there',
        404: 'not found',
        409: 'deleted, or wrong type or id',
        422: 'no organization given, or the one it already belongs to',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, 'transfer');
      readResource(request, { type, schema: noAttributesSchema, id: record.item.slug });
      const links = readLinks(request, transferLinks, ['organization']);
      let target: { id: number; slug: string; state: string } | null = null;
      if (links.organization) {
        const found = await findOrganization(db, links.organization.id);
        if (!found || !organizationPolicy.canRead(access, found)) throw invalidTransferTarget(request);
        target = found;
      }
      if ((target?.id ?? null) === record.item.organizationId) throw invalidTransferTarget(request, true);
      if (!contentPolicy.canTransferTo(access, contentRef(record), target))
        throw notAllowed(kind, 'transfer_target');
      await transferItem(db, record, target, { id: actor.id, ip: request.ip });
      const updated = await findItem(db, kind, record.item.slug, actor.id);
      if (!updated) throw new Error('item vanished');
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
    },
  );

  app.get<SlugParams>(
    `${base}/:slug/reviews`,
    doc({
      operationId: `list${one}Reviews`,
      summary: `The reviews of ${noun === 'article' ? 'an article' : 'a tip'} you may read, newest first; each reviewer by first name only`,
      query: { page: true },
      responses: {
        200: { description: 'A page of reviews', document: listDocument(reviewResource) },
        401: 'signed out',
        404: 'not found',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      const page = parsePage(request.query as Record<string, unknown>);
      const { rows, total } = await listReviews(db, record.item.id, page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => presentReview(row, access)),
          { meta: { total } },
        ),
      );
    },
  );
}

function invalidTransferTarget(request: FastifyRequest, same = false) {
  return readLinksError(request, same ? 'validation.transfer_same_owner' : 'validation.relationship_invalid');
}

function readLinksError(request: FastifyRequest, key: string) {
  return validationFailed([
    {
      field: 'organization',
      pointer: '/data/relationships/organization',
      message: request.t(dynamicKey(key), { field: request.t('fields.organization') }),
    },
  ]);
}
