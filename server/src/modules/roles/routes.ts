import {
  GROUP_ROLE_TYPES,
  groupResource,
  groupRoleResource,
  listDocument,
  ORGANIZATION_ROLE_TYPES,
  organizationResource,
  organizationRoleResource,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { parsePage, readChoiceList, toDocument } from '../../http/jsonapi';
import { includePaths } from '../../http/jsonapi-protocol';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import { authorize, rolePolicy } from '../../policies';
import { presentGroupRole, presentOrganizationRole } from './presenter';
import { findGroupRole, findOrganizationRole, listGroupRoles, listOrganizationRoles } from './queries';
import { leaveGroup, leaveOrganization } from './service';

export async function roleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Both role lists, kept per reader and sharing epoch (http/list-cache.ts).
  const lists = createSharingListCache(db, 'roles');

  app.get(
    '/api/roles',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary:
            'Your group roles (`type=reporter,administrator`), each with its group included; paginated',
          signedIn: true,
          operationId: 'listGroupRoles',
          query: {
            page: true,
            include: ['group'],
            params: {
              type: { description: 'Comma-separated role types (spec §7): reporter, administrator' },
            },
          },
          responses: {
            200: {
              description: 'A page of your group roles, their groups included',
              document: listDocument(groupRoleResource, { included: [groupResource] }),
            },
            422: 'unknown type',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const types = readChoiceList(query.type, 'type', GROUP_ROLE_TYPES);
      const page = parsePage(query);
      return sendSharingList(lists, request, reply, actor, async () => {
        const { rows, total } = await listGroupRoles(db, actor.id, types, page);
        const roles = rows.map((row) =>
          presentGroupRole(row.role, { ...row.group, parentSlug: row.parentSlug }),
        );
        return {
          document: toDocument(roles, { include: includePaths(request, ['group']), meta: { total } }),
        };
      });
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/api/roles/:slug',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary: 'Leave a group (your own role only)',
          operationId: 'deleteGroupRole',
          signedIn: true,
          responses: { 204: 'left', 401: 'signed out', 404: 'not found', 422: 'the last administrator' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const role = authorize(await findGroupRole(db, request.params.slug), (r) =>
        rolePolicy.canLeave({ userId: actor.id }, r),
      );
      await leaveGroup(db, role, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/organization_roles',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary:
            'Your organization roles (`type=member,administrator`), each with its organization included; paginated',
          signedIn: true,
          operationId: 'listOrganizationRoles',
          query: {
            page: true,
            include: ['organization'],
            params: { type: { description: 'Comma-separated role types (spec §7): member, administrator' } },
          },
          responses: {
            200: {
              description: 'A page of your organization roles, their organizations included',
              document: listDocument(organizationRoleResource, { included: [organizationResource] }),
            },
            422: 'unknown type',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const types = readChoiceList(query.type, 'type', ORGANIZATION_ROLE_TYPES);
      const page = parsePage(query);
      return sendSharingList(lists, request, reply, actor, async () => {
        const { rows, total } = await listOrganizationRoles(db, actor.id, types, page);
        const roles = rows.map((row) => presentOrganizationRole(row.role, row.organization));
        return {
          document: toDocument(roles, { include: includePaths(request, ['organization']), meta: { total } }),
        };
      });
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/api/organization_roles/:slug',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary: 'Leave an organization (as a member, also leaves its groups and units)',
          operationId: 'deleteOrganizationRole',
          signedIn: true,
          responses: { 204: 'left', 401: 'signed out', 404: 'not found', 422: 'the last administrator' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const role = authorize(await findOrganizationRole(db, request.params.slug), (r) =>
        rolePolicy.canLeave({ userId: actor.id }, r),
      );
      await leaveOrganization(db, role, request.ip);
      return reply.status(204).send();
    },
  );
}
