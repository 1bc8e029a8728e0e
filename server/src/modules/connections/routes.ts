import { connectionResource, listDocument } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { parsePage, readChoice, toDocument } from '../../http/jsonapi';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import { authorize, connectionPolicy } from '../../policies';
import { presentConnection } from './presenter';
import { deleteConnection, findConnection, listConnections } from './service';

export async function connectionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Kept per reader and sharing epoch (http/list-cache.ts).
  const lists = createSharingListCache(db, 'connections');

  app.get(
    '/api/connections',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary:
            '`reports=false` (default): people who see your data; `reports=true`: people who share theirs with you; paginated',
          signedIn: true,
          operationId: 'listConnections',
          query: {
            page: true,
            params: {
              reports: {
                description:
                  'true: people who share with you; false (default): people who see yours (spec §7)',
                schema: { enum: ['true', 'false'] },
              },
            },
          },
          responses: {
            200: { description: 'A page of connections', document: listDocument(connectionResource) },
            422: 'invalid reports parameter',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const reports = readChoice(query.reports, 'reports', ['true', 'false'] as const, 'false') === 'true';
      const page = parsePage(query);
      return sendSharingList(lists, request, reply, actor, async () => {
        const { rows, total } = await listConnections(db, actor.id, reports, page);
        return { document: toDocument(rows.map(presentConnection), { meta: { total } }) };
      });
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/api/connections/:slug',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary: 'End a connection (either person may)',
          operationId: 'deleteConnection',
          signedIn: true,
          responses: { 204: 'deleted', 401: 'signed out', 404: 'not found' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const connection = authorize(await findConnection(db, request.params.slug), (row) =>
        connectionPolicy.canDelete({ userId: actor.id }, row),
      );
      await deleteConnection(db, connection, { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },
  );
}
