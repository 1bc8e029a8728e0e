import { CONTENT_STATES, contentQueryField, isTopicKey, TIP_DIFFICULTIES } from '@evenkeel/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import type { Db } from '../../db/client';
import { requireUser } from '../../http/authenticate';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readChoice,
  readChoiceList,
  toDocument,
} from '../../http/jsonapi';
import { type Access, authorize, contentPolicy } from '../../policies';
import type { ItemBodies, SlugParams } from './contract';
import { managersOnly } from './errors';
import { listItems } from './lists';
import { type PresentContext, presentItem, presentReview } from './presenter';
import { contentRef, findItem, findItemsById, type ItemRecord } from './queries';
import { listReviews } from './social';

/** What the article and tip handlers share: loading the one asked for, answering with it. */
export function itemDocuments(db: Db, { kind }: Pick<ItemBodies, 'kind'>) {
  const context = (request: FastifyRequest, access: Access, translations?: Map<number, ItemRecord>) =>
    ({ access, locale: request.locale, t: request.t, translations }) satisfies PresentContext;

  /** The translations an `include=translation` asks for, loaded in one query. */
  async function includedTranslations(request: FastifyRequest, records: ItemRecord[], userId: number) {
    if (!request.include.includes('translation')) return undefined;
    const ids = records.flatMap((record) => (record.translation ? [record.translation.id] : []));
    const found = await findItemsById(db, ids, userId);
    return new Map(found.map((record) => [record.item.id, record]));
  }

  return {
    context,
    includedTranslations,

    /** The document of one item, its `include`s with it. */
    async send(request: FastifyRequest, record: ItemRecord, access: Access) {
      const translations = await includedTranslations(request, [record], access.userId);
      return toDocument(presentItem(record, context(request, access, translations)), {
        include: request.include,
      });
    },

    /** The item the actor may see (404 otherwise). */
    async load(request: FastifyRequest<SlugParams>, access: Access) {
      return authorize(await findItem(db, kind, request.params.slug, access.userId), (record) =>
        contentPolicy.canRead(access, contentRef(record)),
      );
    },
  };
}

/** The list's filters (`filter[…]`, article-contract.ts and tip-contract.ts): a 422 for a value it cannot use. */
function readFilters(request: FastifyRequest, { kind, type }: ItemBodies) {
  const query = request.query as Record<string, unknown>;
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
  return {
    kind,
    locale: request.locale,
    ...(topic !== undefined ? { topic: topic as string } : {}),
    ...(q !== undefined ? { q } : {}),
    ...(organization !== undefined ? { organization: organization as string } : {}),
    bookmarked,
    ...(difficulty !== undefined ? { difficulty } : {}),
    // An article's body is read only when the fieldset asks for it (lists show cards).
    withBody: kind === 'tip' || (request.sparseFields?.get(type)?.has('body') ?? true),
  };
}

/** GET /api/articles and /api/tips, one of each, and their reviews (routes.ts says which is which). */
export function itemReadHandlers(db: Db, bodies: ItemBodies) {
  const { context, includedTranslations, send, load } = itemDocuments(db, bodies);

  return {
    async list(request: FastifyRequest, reply: FastifyReply) {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const page = parsePage(query);
      const access = await loadAccess(db, actor);
      const common = { ...readFilters(request, bodies), userId: actor.id };
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

    async get(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, record, access));
    },

    async listReviews(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
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
  };
}
