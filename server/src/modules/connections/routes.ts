import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { parsePage, readChoice, toDocument } from '../../http/jsonapi';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import { authorize, connectionPolicy } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentConnection } from './presenter';
import { deleteConnection, findConnection, listConnections } from './service';

export async function connectionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Kept per reader and sharing epoch (http/list-cache.ts).
  const lists = createSharingListCache(db, 'connections');

  app.get('/api/connections', contract.listConnections, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const reports = readChoice(query.reports, 'reports', ['true', 'false'] as const, 'false') === 'true';
    const page = parsePage(query);
    return sendSharingList(lists, request, reply, actor, async () => {
      const { rows, total } = await listConnections(db, actor.id, reports, page);
      return { document: toDocument(rows.map(presentConnection), { meta: { total } }) };
    });
  });

  app.delete<SlugParams>('/api/connections/:slug', contract.deleteConnection, async (request, reply) => {
    const actor = requireUser(request);
    const connection = authorize(await findConnection(db, request.params.slug), (row) =>
      connectionPolicy.canDelete({ userId: actor.id }, row),
    );
    await deleteConnection(db, connection, { id: actor.id, ip: request.ip });
    return reply.status(204).send();
  });
}
