import {
  healthServiceCreateSchema,
  healthServiceResource,
  healthServiceUpdateSchema,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { type Access, authorize, healthServicePolicy, isActive, organizationPolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import { presentHealthService } from './presenter';
import {
  createHealthService,
  deleteHealthService,
  findHealthService,
  type HealthServiceWithOwner,
  listHealthServices,
  updateHealthService,
} from './service';

type SlugParams = { Params: { slug: string } };

/** What the policy reads of a loaded service: its organization and that organization's state. */
const ownerOf = (found: HealthServiceWithOwner) => ({
  organizationId: found.service.organizationId,
  organizationState: found.organizationState,
});

const doc = (partial: Omit<RouteDoc, 'tag' | 'signedIn'>) => ({
  config: { openapi: { tag: 'health_services', signedIn: true, ...partial } satisfies RouteDoc },
});

/**
 * An organization's health services (issue 15, docs/care.md): its members and administrators
 * see them; its administrators add, change and remove them. Anyone else gets 404.
 */
export async function healthServiceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const single = singleDocument(healthServiceResource);
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
    doc({
      operationId: 'listHealthServices',
      summary: "An organization's health services (its members and administrators), by category then name",
      query: { page: true },
      responses: {
        200: { description: 'A page of health services', document: listDocument(healthServiceResource) },
        401: 'signed out',
        404: 'not found, or not your organization',
      },
    }),
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
    doc({
      operationId: 'createHealthService',
      location: '/api/health_services/{id}',
      summary: 'Add a health service to an organization (its administrators)',
      body: { type: 'health_services', attributes: healthServiceCreateSchema },
      responses: {
        201: { description: 'The new health service', document: single },
        401: 'signed out',
        403: 'a member, not an administrator',
        404: 'not found, or not your organization',
        422: 'invalid, or a disabled organization',
      },
    }),
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

  app.get<SlugParams>(
    '/api/health_services/:slug',
    doc({
      operationId: 'getHealthService',
      summary: 'One health service (members and administrators of its organization)',
      responses: {
        200: { description: 'The health service', document: single },
        401: 'signed out',
        404: 'not found, or not your organization',
      },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findHealthService(db, request.params.slug), (f) =>
        healthServicePolicy.canRead(access, ownerOf(f)),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(send(request, access, found));
    },
  );

  app.patch<SlugParams>(
    '/api/health_services/:slug',
    doc({
      operationId: 'updateHealthService',
      summary: 'Change a health service (administrators of its organization)',
      body: { type: 'health_services', attributes: healthServiceUpdateSchema, idRequired: true },
      responses: {
        200: { description: 'The health service as saved', document: single },
        401: 'signed out',
        403: 'a member, not an administrator',
        404: 'not found, or not your organization',
        422: 'invalid, or a disabled organization',
      },
    }),
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
    doc({
      operationId: 'deleteHealthService',
      summary: 'Remove a health service (administrators of its organization)',
      responses: {
        204: 'removed',
        401: 'signed out',
        403: 'a member, not an administrator',
        404: 'not found, or not your organization',
        422: 'a disabled organization',
      },
    }),
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
