import { type ArticleCreateInput, noAttributesSchema } from '@evenkeel/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import type { Db } from '../../db/client';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { type Linkage, readLinks } from '../../http/jsonapi-relationships';
import { dynamicKey } from '../../i18n';
import { type Access, authorize, contentPolicy, organizationPolicy } from '../../policies';
import { type ItemBodies, type SlugParams, transferLinks } from './contract';
import { type ContentAction, notAllowed, restoreExpired, wrongState } from './errors';
import { itemDocuments } from './item-reads';
import { contentRef, type ItemRecord } from './queries';
import { createItem, deleteItem, type Links, transferItem, transition, updateItem } from './service';
import { checkCover, checkLanguageChange, resolveTopics, resolveTranslation } from './validate';

/** POST, PATCH and DELETE of /api/articles and /api/tips, one of each (routes.ts says which is which). */
export function itemWriteHandlers(db: Db, bodies: ItemBodies) {
  const { kind, type, topicLink } = bodies;
  const { send, load } = itemDocuments(db, bodies);

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

  /** `topics` (an article's) or `topic` (a tip's), given: their ids, each checked. */
  async function topicIds(
    request: FastifyRequest,
    links: Partial<Record<string, Linkage[] | Linkage | null>>,
  ) {
    const given = links[topicLink];
    if (given === undefined || given === null) return undefined;
    return resolveTopics(db, request, topicLink, Array.isArray(given) ? given : [given]);
  }

  /** publish, unpublish, restore: the item in its new state. */
  const step =
    (name: 'publish' | 'unpublish' | 'restore') =>
    async (request: FastifyRequest<SlugParams>, reply: FastifyReply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, name);
      const updated = await transition(db, record, name, { id: actor.id, ip: request.ip });
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
    };

  return {
    async create(request: FastifyRequest, reply: FastifyReply) {
      const actor = requireUser(request);
      const input = readResource(request, { type, schema: bodies.create });
      const links = readLinks(request, bodies.links, bodies.required);
      const access = await loadAccess(db, actor);
      let owner: { id: number; state: string } | null = null;
      if (links.organization) {
        owner = authorize(await findOrganization(db, links.organization.id), (org) =>
          organizationPolicy.canRead(access, org),
        );
      }
      if (!contentPolicy.canCreate(access, owner)) throw notAllowed(kind, 'create');
      const resolved: Links = {};
      const topics = await topicIds(request, links);
      if (topics !== undefined) resolved.topicIds = topics;
      if (links.translation) {
        resolved.translationId = await resolveTranslation(db, request, access, kind, links.translation, {
          id: null,
          organizationId: owner?.id ?? null,
          language: input.language,
        });
      }
      if (kind === 'article') await checkCover(db, request, actor.id, input as ArticleCreateInput, null);
      const record = await createItem(db, kind, input, owner?.id ?? null, resolved, {
        id: actor.id,
        ip: request.ip,
      });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(await send(request, record, access));
    },

    async update(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, 'update');
      const input = readResource(request, { type, schema: bodies.update, id: record.item.slug });
      const links = readLinks(request, bodies.updateLinks);
      const resolved: Links = {};
      const topics = await topicIds(request, links);
      if (topics !== undefined) resolved.topicIds = topics;
      const language = input.language ?? record.item.language;
      if (links.translation !== undefined) {
        resolved.translationId = links.translation
          ? await resolveTranslation(db, request, access, kind, links.translation, {
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
      const updated = await updateItem(db, record, input, resolved, { id: actor.id, ip: request.ip });
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
    },

    async delete(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const record = await load(request, access);
      guard(access, record, 'delete');
      await deleteItem(db, record, { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },

    publish: step('publish'),
    unpublish: step('unpublish'),
    restore: step('restore'),

    async transfer(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
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
      const updated = await transferItem(db, record, target, { id: actor.id, ip: request.ip });
      return reply.type(JSONAPI_MEDIA_TYPE).send(await send(request, updated, access));
    },
  };
}

/** 422 on `organization`: a target the actor cannot see, or (`same`) the owner it already has. */
function invalidTransferTarget(request: FastifyRequest, same = false) {
  const key = same ? 'validation.transfer_same_owner' : 'validation.relationship_invalid';
  return validationFailed([
    {
      field: 'organization',
      pointer: '/data/relationships/organization',
      message: request.t(dynamicKey(key), { field: request.t('fields.organization') }),
    },
  ]);
}
