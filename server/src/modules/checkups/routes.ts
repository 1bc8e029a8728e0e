import { checkupCreateSchema, checkupOfflineSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { authorize, resultsPolicy } from '../../policies';
import type { ClientIdParams, SlugParams } from './contract';
import * as contract from './contract';
import { checkClientId, submitOfflineCheckup } from './offline';
import { presentCheckup } from './presenter';
import { listCheckups, withPrevious } from './queries';
import { auditResultsRead } from './results-read';
import { submitCheckup } from './service';
import { findResultsRequest } from './subject';

export async function checkupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/checkups', contract.createCheckup, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'checkups', schema: checkupCreateSchema });
    const row = await submitCheckup(db, actor, input, request.t);
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCheckup(await withPrevious(db, row), 'author')));
  });

  app.put<ClientIdParams>('/api/checkups/:client_id', contract.putOfflineCheckup, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'checkups', schema: checkupOfflineSchema });
    const clientId = checkClientId(request.params.client_id);
    const { row, created } = await submitOfflineCheckup(db, actor, clientId, input, request.t);
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCheckup(await withPrevious(db, row), 'author')));
  });

  app.get('/api/checkups', contract.listCheckups, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const { rows, total } = await listCheckups(db, actor.id, page);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) => presentCheckup(row, 'author')),
        { meta: { total } },
      ),
    );
  });

  app.get<SlugParams>('/api/users/:slug/checkups', contract.listMemberCheckups, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const { member, subject } = authorize(await findResultsRequest(db, actor, request.params.slug), (r) =>
      resultsPolicy.canReadAs(actor.id, r.access, r.subject),
    );
    const view = resultsPolicy.isAuthor({ userId: actor.id }, { userId: member.id }) ? 'author' : 'viewer';
    const { rows, total } = await listCheckups(db, member.id, page);
    if (view === 'viewer') await auditResultsRead(app, request, actor, subject, 'checkups');
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) => presentCheckup(row, view)),
        { meta: { total } },
      ),
    );
  });
}
