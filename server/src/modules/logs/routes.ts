import { isCalendarDate, LOG_KINDS, type LogKind } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { logContract, type SlugParams } from './contract';
import { presentLog } from './presenter';
import { createLog, deleteLog, findLog, listLogs, updateLog } from './service';

/** `filter[from]`, `filter[to]`: a real day written yyyy-mm-dd, or a translated 422 naming the parameter. */
function readDateFilter(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && isCalendarDate(raw)) return raw;
  throw new ApiError(422, 'invalid_parameter', 'errors.invalid_date_parameter', { name });
}

/** The same five routes for each kind of log, from one implementation. */
function kindRoutes(app: FastifyInstance, kind: LogKind) {
  const { db } = app.ctx;
  const contract = logContract(kind);
  const { type, base, createSchema, updateSchema } = contract;

  app.get(base, contract.list, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const range = {
      from: readDateFilter(query['filter[from]'], 'filter[from]'),
      to: readDateFilter(query['filter[to]'], 'filter[to]'),
    };
    const page = parsePage(query);
    const { rows, total } = await listLogs(db, kind, actor.id, range, page);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) => presentLog(kind, type, row, request.t)),
        { meta: { total } },
      ),
    );
  });

  app.post(base, contract.create, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type, schema: createSchema });
    const row = await createLog(db, kind, actor, input, request.t);
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentLog(kind, type, row, request.t)));
  });

  app.get<SlugParams>(`${base}/:slug`, contract.get, async (request, reply) => {
    const actor = requireUser(request);
    const row = await findLog(db, kind, actor.id, request.params.slug);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentLog(kind, type, row, request.t)));
  });

  app.patch<SlugParams>(`${base}/:slug`, contract.update, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type, schema: updateSchema, id: request.params.slug });
    const row = await updateLog(db, kind, actor, request.params.slug, input, request.t);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentLog(kind, type, row, request.t)));
  });

  app.delete<SlugParams>(`${base}/:slug`, contract.delete, async (request, reply) => {
    const actor = requireUser(request);
    await deleteLog(db, kind, actor.id, request.params.slug);
    return reply.status(204).send();
  });
}

export async function logRoutes(app: FastifyInstance) {
  for (const kind of LOG_KINDS) kindRoutes(app, kind);
}
