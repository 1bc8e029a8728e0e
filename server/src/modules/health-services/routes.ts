import { healthServiceCreateSchema, healthServiceUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { type Access, authorize, healthServicePolicy, isActive, organizationPolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentHealthService } from './presenter';
import {
  createHealthService,
  deleteHealthService,
  findHealthService,
  type HealthServiceWithOwner,
  listHealthServices,
  updateHealthService,
} from './service';

/** What the policy reads of a loaded service: its organization and that organization's state. */
const ownerOf = (found: HealthServiceWithOwner) => ({
  organizationId: found.service.organizationId,
  organizationState: found.organizationState,
});

/**
 * An organization's health services (issue 15, docs/care.md): its members and administrators
 * see them; its administrators add, change and remove them. Anyone else gets 404.
 */
export async function healthServiceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const context = (access: Access, request: FastifyRequest) => ({ access, locale: request.locale });
  const send = (request: FastifyRequest, access: Access, found: HealthServiceWithOwner) =>
    toDocument(
      presentHealthService(
        found.service,
        { slug: found.organizationSlug, state: found.organizationState },
        context(access, request),
      ),
    );

  app.get<SlugParams>(
    '/api/organizations/:slug/health_services',
    contract.listHealthServices,
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), (o) =>
        healthServicePolicy.canList(access, o.id),
      );
      const { services, total } = await listHealthServices(db, org.id, request.locale, page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          services.map((service) => presentHealthService(service, org, context(access, request))),
          { meta: { total } },
        ),
      );
    },
  );

  app.post<SlugParams>(
    '/api/organizations/:slug/health_services',
    contract.createHealthService,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), {
        visible: (o) => organizationPolicy.canRead(access, o),
        allowed: (o) => healthServicePolicy.canManage(access, o.id),
      });
      const input = readResource(request, { type: 'health_services', schema: healthServiceCreateSchema });
      if (!isActive(org)) throw organizationDisabled();
      const service = await createHealthService(db, org.id, input);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(send(request, access, { service, organizationSlug: org.slug, organizationState: org.state }));
    },
  );

  app.get<SlugParams>('/api/health_services/:slug', contract.getHealthService, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const found = authorize(await findHealthService(db, request.params.slug), (f) =>
      healthServicePolicy.canRead(access, ownerOf(f)),
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(send(request, access, found));
  });

  app.patch<SlugParams>(
    '/api/health_services/:slug',
    contract.updateHealthService,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findHealthService(db, request.params.slug), {
        visible: (f) => healthServicePolicy.canRead(access, ownerOf(f)),
        allowed: (f) => healthServicePolicy.canManage(access, f.service.organizationId),
      });
      const input = readResource(request, {
        type: 'health_services',
        schema: healthServiceUpdateSchema,
        id: request.params.slug,
      });
      if (!healthServicePolicy.isWritable(ownerOf(found))) throw organizationDisabled();
      const service = await updateHealthService(db, found.service.id, input);
      return reply.type(JSONAPI_MEDIA_TYPE).send(send(request, access, { ...found, service }));
    },
  );

  app.delete<SlugParams>(
    '/api/health_services/:slug',
    contract.deleteHealthService,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findHealthService(db, request.params.slug), {
        visible: (f) => healthServicePolicy.canRead(access, ownerOf(f)),
        allowed: (f) => healthServicePolicy.canManage(access, f.service.organizationId),
      });
      if (!healthServicePolicy.isWritable(ownerOf(found))) throw organizationDisabled();
      await deleteHealthService(db, found.service.id);
      return reply.status(204).send();
    },
  );
}
