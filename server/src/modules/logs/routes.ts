import {
  isCalendarDate,
  LOG_KINDS,
  LOG_RESOURCE_TYPES,
  type LogKind,
  listDocument,
  logCreateSchema,
  logResources,
  logUpdateSchema,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { presentLog } from './presenter';
import { createLog, deleteLog, findLog, listLogs, updateLog } from './service';

type SlugParams = { Params: { slug: string } };

/** `filter[from]`, `filter[to]`: a real day written yyyy-mm-dd, or a translated 422 naming the parameter. */
function readDateFilter(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && isCalendarDate(raw)) return raw;
  throw new ApiError(422, 'invalid_parameter', 'errors.invalid_date_parameter', { name });
}

/** For operationIds: `listLifeEvents`, `createLifeEvent`… */
const OPERATION_NAMES: Record<LogKind, { one: string; many: string }> = {
  life_event: { one: 'LifeEvent', many: 'LifeEvents' },
  ailment: { one: 'Ailment', many: 'Ailments' },
  activity: { one: 'Activity', many: 'Activities' },
};

const NAMES: Record<LogKind, string> = {
  life_event: 'life events',
  ailment: 'ailments',
  activity: 'activities',
};

/** The same five routes for each kind of log, from one implementation. */
function kindRoutes(app: FastifyInstance, kind: LogKind) {
  const { db } = app.ctx;
  const type = LOG_RESOURCE_TYPES[kind];
  const createSchema = logCreateSchema(kind);
  const updateSchema = logUpdateSchema(kind);
  const base = `/api/${type}`;
  const name = NAMES[kind];
  const op = OPERATION_NAMES[kind];
  const resource = logResources[kind];

  app.get(
    base,
    {
      config: {
        openapi: {
          tag: 'logs',
          summary: `Your ${name}, newest first; optional filter[from], filter[to] (yyyy-mm-dd); paginated`,
          signedIn: true,
          operationId: `list${op.many}`,
          query: {
            page: true,
            filter: {
              from: { description: 'From this day (yyyy-mm-dd)', schema: { type: 'string', format: 'date' } },
              to: { description: 'Up to this day (yyyy-mm-dd)', schema: { type: 'string', format: 'date' } },
            },
          },
          responses: {
            200: { description: `A page of your ${name}`, document: listDocument(resource) },
            422: 'invalid filter',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    base,
    {
      config: {
        openapi: {
          tag: 'logs',
          summary: `Log one of your ${name}: date, title_key or title, impact 1–5, note`,
          signedIn: true,
          body: { type: type, attributes: createSchema },
          operationId: `create${op.one}`,
          location: `${base}/{id}`,
          responses: {
            201: { description: 'The new entry', document: singleDocument(resource) },
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type, schema: createSchema });
      const row = await createLog(db, kind, actor, input, request.t);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentLog(kind, type, row, request.t)));
    },
  );

  app.get<SlugParams>(
    `${base}/:slug`,
    {
      config: {
        openapi: {
          tag: 'logs',
          summary: `One of your ${name}`,
          signedIn: true,
          operationId: `get${op.one}`,
          responses: {
            200: { description: 'The entry', document: singleDocument(resource) },
            404: 'not found, or not yours',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const row = await findLog(db, kind, actor.id, request.params.slug);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentLog(kind, type, row, request.t)));
    },
  );

  app.patch<SlugParams>(
    `${base}/:slug`,
    {
      config: {
        openapi: {
          tag: 'logs',
          summary: `Change one of your ${name}`,
          signedIn: true,
          body: { type: type, attributes: updateSchema, idRequired: true },
          operationId: `update${op.one}`,
          responses: {
            200: { description: 'The entry as saved', document: singleDocument(resource) },
            404: 'not found, or not yours',
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type, schema: updateSchema, id: request.params.slug });
      const row = await updateLog(db, kind, actor, request.params.slug, input, request.t);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentLog(kind, type, row, request.t)));
    },
  );

  app.delete<SlugParams>(
    `${base}/:slug`,
    {
      config: {
        openapi: {
          tag: 'logs',
          summary: `Delete one of your ${name}`,
          signedIn: true,
          operationId: `delete${op.one}`,
          responses: { 204: 'deleted', 401: 'signed out', 404: 'not found, or not yours' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await deleteLog(db, kind, actor.id, request.params.slug);
      return reply.status(204).send();
    },
  );
}

export async function logRoutes(app: FastifyInstance) {
  for (const kind of LOG_KINDS) kindRoutes(app, kind);
}
