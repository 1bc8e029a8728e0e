import { GROUP_ROLE_TYPES, ORGANIZATION_ROLE_TYPES } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { parsePage, readChoiceList, toDocument } from '../../http/jsonapi';
import { includePaths } from '../../http/jsonapi-protocol';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import { authorize, rolePolicy } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentGroupRole, presentOrganizationRole } from './presenter';
import { findGroupRole, findOrganizationRole, listGroupRoles, listOrganizationRoles } from './queries';
import { leaveGroup, leaveOrganization } from './service';

export async function roleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Both role lists, kept per reader and sharing epoch (http/list-cache.ts).
  const lists = createSharingListCache(db, 'roles');

  app.get('/api/roles', contract.listGroupRoles, async (request, reply) => {
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
  });

  app.delete<SlugParams>('/api/roles/:slug', contract.deleteGroupRole, async (request, reply) => {
    const actor = requireUser(request);
    const role = authorize(await findGroupRole(db, request.params.slug), (r) =>
      rolePolicy.canLeave({ userId: actor.id }, r),
    );
    await leaveGroup(db, role, request.ip);
    return reply.status(204).send();
  });

  app.get('/api/organization_roles', contract.listOrganizationRoles, async (request, reply) => {
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
  });

  app.delete<SlugParams>(
    '/api/organization_roles/:slug',
    contract.deleteOrganizationRole,
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
