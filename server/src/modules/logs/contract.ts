import {
  LOG_RESOURCE_TYPES,
  type LogKind,
  listDocument,
  logCreateSchema,
  logResources,
  logUpdateSchema,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The log routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('logs');

export type SlugParams = { Params: { slug: string } };

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

/** The same five contracts for each kind of log: its body schemas and its routes' docs. */
export function logContract(kind: LogKind) {
  const type = LOG_RESOURCE_TYPES[kind];
  const createSchema = logCreateSchema(kind);
  const updateSchema = logUpdateSchema(kind);
  const base = `/api/${type}`;
  const name = NAMES[kind];
  const op = OPERATION_NAMES[kind];
  const resource = logResources[kind];
  return {
    type,
    base,
    createSchema,
    updateSchema,
    list: doc({
      summary: `Your ${name}, newest first; optional filter[from], filter[to] (yyyy-mm-dd); paginated`,
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
    }),
    create: doc({
      summary: `Log one of your ${name}: date, title_key or title, impact 1–5, note`,
      body: { type: type, attributes: createSchema },
      operationId: `create${op.one}`,
      location: `${base}/{id}`,
      responses: {
        201: { description: 'The new entry', document: singleDocument(resource) },
        422: 'invalid',
      },
    }),
    get: doc({
      summary: `One of your ${name}`,
      operationId: `get${op.one}`,
      responses: {
        200: { description: 'The entry', document: singleDocument(resource) },
        404: 'not found, or not yours',
      },
    }),
    update: doc({
      summary: `Change one of your ${name}`,
      body: { type: type, attributes: updateSchema, idRequired: true },
      operationId: `update${op.one}`,
      responses: {
        200: { description: 'The entry as saved', document: singleDocument(resource) },
        404: 'not found, or not yours',
        422: 'invalid',
      },
    }),
    delete: doc({
      summary: `Delete one of your ${name}`,
      operationId: `delete${op.one}`,
      responses: { 204: 'deleted', 401: 'signed out', 404: 'not found, or not yours' },
    }),
  };
}
