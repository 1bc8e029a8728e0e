import { shareLinkCreateSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { requireUser } from '../../http/authenticate';
import { conflict, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { authorize } from '../../policies';
import { shareLinkAbilities, shareLinkPolicy } from '../../policies/share-links';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentShareLink, sharedPath } from './presenter';
import {
  countActiveShareLinks,
  createShareLink,
  findShareLink,
  listShareLinks,
  revokeShareLink,
} from './service';

/**
 * A member's read-only links for someone outside Evenkeel (issue 32 §5, decision 0029): made,
 * listed and revoked here by the member alone; the link's own page is in page-routes.ts.
 */
export async function shareLinkRoutes(app: FastifyInstance) {
  const { db, env } = app.ctx;

  app.post('/api/share_links', contract.createShareLink, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const input = readResource(request, { type: 'share_links', schema: shareLinkCreateSchema });
    const now = new Date();
    if (!shareLinkPolicy.expiryAllowed(new Date(input.expires_at), now)) {
      throw validationFailed([
        {
          field: 'expires_at',
          pointer: '/data/attributes/expires_at',
          message: request.t('server:share_links.expires_range'),
        },
      ]);
    }
    const { row, token, code } = await createShareLink(db, actor, input, (active) =>
      shareLinkPolicy.mayCreate(active) ? null : conflict('server:share_links.too_many'),
    );
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentShareLink(row, {
            state: shareLinkPolicy.stateOf(row, now),
            abilities: shareLinkAbilities(access, row, now),
            once: { url: `${env.publicUrl}${sharedPath(token)}`, code },
          }),
        ),
      );
  });

  app.get('/api/share_links', contract.listShareLinks, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const now = new Date();
    const [{ rows, total }, active] = await Promise.all([
      listShareLinks(db, actor.id, parsePage(request.query as Record<string, unknown>)),
      countActiveShareLinks(db, actor.id),
    ]);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) =>
          presentShareLink(row, {
            state: shareLinkPolicy.stateOf(row, now),
            abilities: shareLinkAbilities(access, row, now),
          }),
        ),
        // Whether another link may be made now (fewer than 5 active): the page offers it only then.
        { meta: { total, can_create: shareLinkPolicy.mayCreate(active) } },
      ),
    );
  });

  app.get<SlugParams>('/api/share_links/:slug', contract.getShareLink, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const row = authorize(await findShareLink(db, request.params.slug), (r) =>
      shareLinkPolicy.canRead(access, r),
    );
    const now = new Date();
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        presentShareLink(row, {
          state: shareLinkPolicy.stateOf(row, now),
          abilities: shareLinkAbilities(access, row, now),
        }),
      ),
    );
  });

  app.delete<SlugParams>('/api/share_links/:slug', contract.revokeShareLink, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const row = authorize(await findShareLink(db, request.params.slug), (r) =>
      shareLinkPolicy.canRead(access, r),
    );
    await revokeShareLink(db, row);
    return reply.status(204).send();
  });
}
