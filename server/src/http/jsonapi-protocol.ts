import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type KeptBody, sendKept } from './compression';
import { ApiError } from './errors';
import { JSONAPI_MEDIA_TYPE, parseInclude } from './jsonapi';
import type { QueryDoc, RouteDoc } from './route-doc';

/**
 * The JSON:API 1.1 rules every route obeys the same way, driven by the route's declaration
 * (`config.openapi`): media type parameters (415/406), the query parameters a route supports
 * (400 naming the parameter), sparse fieldsets, `included: []`, pagination links and the
 * `Location` of a 201. Routes only present resources; this module shapes the document.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** `fields[TYPE]=a,b`: the members to keep per resource type (absent: all). */
    sparseFields: Map<string, Set<string>> | undefined;
    /** The `include` paths asked for, each one the route declares (`query.include`). */
    include: string[];
  }
}

/** JSON:API 1.1 allows `ext` and `profile` only; we support no extension, so `ext` is refused too. */
function mediaTypeParameters(value: string): string[] {
  return value
    .split(';')
    .slice(1)
    .map((part) => part.split('=')[0]?.trim().toLowerCase() ?? '')
    .filter((name) => name !== '');
}

const isJsonApi = (value: string) => value.split(';')[0]?.trim().toLowerCase() === JSONAPI_MEDIA_TYPE;
const acceptable = (value: string) => mediaTypeParameters(value).every((name) => name === 'profile');

/** 415: a JSON:API body whose media type carries a parameter other than `profile`. */
export function checkContentType(header: string | undefined): void {
  if (!header || !isJsonApi(header)) return;
  if (!acceptable(header)) {
    throw new ApiError(415, 'unsupported_media_type', 'errors.media_type_parameters', {
      type: JSONAPI_MEDIA_TYPE,
    });
  }
}

/** 406: an `Accept` that names JSON:API only with parameters we cannot honour. */
export function checkAccept(header: string | undefined): void {
  if (!header) return;
  const instances = header.split(',').filter(isJsonApi);
  if (instances.length > 0 && !instances.some(acceptable)) {
    throw new ApiError(406, 'not_acceptable', 'errors.not_acceptable', { type: JSONAPI_MEDIA_TYPE });
  }
}

const invalidParameter = (name: string, key: ServerMessageKey = 'errors.unsupported_parameter') =>
  new ApiError(400, 'invalid_query_parameter', key, { name }, [], {}, { parameter: name });

/** One query parameter against what the route declares; anything else is a 400 naming it. */
function checkParameter(name: string, value: unknown, query: QueryDoc, types: readonly string[]): void {
  if (name === 'include') return; // checked against the route's paths by parseInclude
  const family = /^(\w+)\[([^\]]*)\]$/.exec(name);
  if (family) {
    const [, root, member] = family as unknown as [string, string, string];
    if (root === 'fields') {
      if (!types.includes(member)) throw invalidParameter(name);
      if (typeof value !== 'string') throw invalidParameter(name);
      return;
    }
    if (root === 'page' && query.page && (member === 'number' || member === 'size')) return;
    if (root === 'page' && query.cursor && (member === 'after' || member === 'size')) return;
    if (root === 'filter' && query.filter && Object.hasOwn(query.filter, member)) return;
    throw invalidParameter(name);
  }
  if (name === 'sort') {
    if (!query.sort || typeof value !== 'string') throw invalidParameter(name);
    const fields = value.split(',').map((field) => field.trim().replace(/^-/, ''));
    if (fields.some((field) => !query.sort?.includes(field)))
      throw invalidParameter(name, 'errors.invalid_sort');
    return;
  }
  if (query.params && Object.hasOwn(query.params, name)) return;
  throw invalidParameter(name);
}

/** The resource types a route's success documents may hold (the `fields[TYPE]` it accepts). */
export function documentTypes(doc: RouteDoc): string[] {
  const types = new Set<string>();
  for (const response of Object.values(doc.responses)) {
    if (typeof response === 'object' && 'document' in response) {
      for (const type of response.document.types) types.add(type);
    }
  }
  return [...types];
}

/** Each route's types, found once: the declaration does not change after start. */
const typesByRoute = new WeakMap<RouteDoc, string[]>();
function routeTypes(doc: RouteDoc): string[] {
  let types = typesByRoute.get(doc);
  if (types === undefined) {
    types = documentTypes(doc);
    typesByRoute.set(doc, types);
  }
  return types;
}

function readSparseFields(query: Record<string, unknown>): Map<string, Set<string>> | undefined {
  let fields: Map<string, Set<string>> | undefined;
  for (const [name, value] of Object.entries(query)) {
    const match = /^fields\[([^\]]+)\]$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    fields ??= new Map();
    fields.set(
      match[1] as string,
      new Set(
        value
          .split(',')
          .map((field) => field.trim())
          .filter(Boolean),
      ),
    );
  }
  return fields;
}

type ResourceObject = {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
};

function applySparseFields(object: ResourceObject, fields: Map<string, Set<string>>): void {
  const keep = fields.get(object.type);
  if (!keep) return;
  for (const part of ['attributes', 'relationships'] as const) {
    const members = object[part];
    if (!members) continue;
    for (const name of Object.keys(members)) if (!keep.has(name)) delete members[name];
    if (Object.keys(members).length === 0) delete object[part];
  }
}

/**
 * The paths a document includes: those asked for, or the route's default when the request has no
 * `include` at all. An empty `include=` asks for none (JSON:API 1.1), defaults included.
 */
export function includePaths(request: FastifyRequest, defaults: readonly string[]): string[] {
  const asked = (request.query as Record<string, unknown>).include;
  return asked === undefined ? [...defaults] : (request.include ?? []);
}

/** `first`, `prev`, `next`, `last` (and `self`) of a page, keeping the request's other parameters. */
export function paginationLinks(requestUrl: string, total: number): Record<string, string | null> {
  const url = new URL(requestUrl, 'http://localhost');
  const number = Number(url.searchParams.get('page[number]') ?? 1) || 1;
  const asked = Number(url.searchParams.get('page[size]') ?? PAGE_SIZE_DEFAULT) || PAGE_SIZE_DEFAULT;
  const size = Math.min(asked, PAGE_SIZE_MAX);
  const last = Math.max(1, Math.ceil(total / size));
  // The request's URL is parsed once; each link copies only its parameters.
  const link = (page: number) => {
    const copy = new URLSearchParams(url.searchParams);
    copy.set('page[number]', String(page));
    copy.set('page[size]', String(size));
    // `[` and `]` percent-encoded (`page%5Bnumber%5D`): a link is an RFC 3986 URI-reference,
    // whose query has no raw brackets, and JSON:API's official schemas check that.
    return `${url.pathname}?${copy.toString()}`;
  };
  return {
    self: link(number),
    first: link(1),
    prev: number > 1 ? link(Math.min(number - 1, last)) : null,
    next: number < last ? link(number + 1) : null,
    last: link(last),
  };
}

/**
 * Shapes a route's document as the protocol requires (`included: []`, sparse fieldsets,
 * pagination links, a 201's `Location`), in place. Fastify runs it on every object a route
 * sends (preSerialization); a route that serializes its document itself (a kept document,
 * server/src/http/list-cache.ts) calls it first, so the bytes are the same either way.
 */
export function finishDocument(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const doc = request.routeOptions.config.openapi;
  if (!doc || !payload || typeof payload !== 'object' || reply.statusCode >= 300) return payload;
  const body = payload as {
    data?: ResourceObject | ResourceObject[] | null;
    included?: ResourceObject[];
    meta?: { total?: unknown };
    links?: Record<string, unknown>;
  };
  if (!('data' in body)) return payload;
  const include = (request.query as Record<string, unknown>).include;
  // An include was asked for: `included` is there, possibly empty (JSON:API 1.1).
  if (typeof include === 'string' && include.trim() !== '' && !body.included) body.included = [];
  if (request.sparseFields) {
    const fields = request.sparseFields;
    const objects = [
      ...(Array.isArray(body.data) ? body.data : body.data ? [body.data] : []),
      ...(body.included ?? []),
    ];
    for (const object of objects) applySparseFields(object, fields);
  }
  if (doc.query?.page && Array.isArray(body.data)) {
    const total = typeof body.meta?.total === 'number' ? body.meta.total : body.data.length;
    body.meta = { ...body.meta, total };
    body.links = { ...paginationLinks(request.url, total), ...body.links };
  }
  if (reply.statusCode === 201 && doc.location && body.data && !Array.isArray(body.data)) {
    reply.header('location', doc.location.replace('{id}', encodeURIComponent(body.data.id)));
  }
  return payload;
}

/**
 * Sends a document kept serialized (and compressed) by its route: its bytes as they are, the fast
 * path, unless the request asks for sparse fieldsets; then the kept document is read back and sent
 * as an object, so the protocol shapes it like any other (preSerialization). The kept bytes must be
 * the full document, never a sparse one.
 */
export function sendKeptDocument(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): FastifyReply {
  if (request.sparseFields) return reply.send(JSON.parse(kept.utf8.toString('utf8')));
  return sendKept(request, reply, kept);
}

export const jsonApiProtocol = fp(async (app: FastifyInstance) => {
  app.decorateRequest('sparseFields', undefined);
  app.decorateRequest('include', null as unknown as string[]);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    checkAccept(request.headers.accept);
    checkContentType(request.headers['content-type']);
  });

  app.addHook('preValidation', async (request) => {
    const doc = request.routeOptions.config.openapi;
    if (!doc || doc.query?.open) return;
    const query = request.query as Record<string, unknown>;
    const types = routeTypes(doc);
    for (const [name, value] of Object.entries(query)) {
      checkParameter(name, value, doc.query ?? {}, types);
    }
    request.include = parseInclude(query.include, doc.query?.include ?? []);
    request.sparseFields = readSparseFields(query);
  });

  app.addHook('preSerialization', async (request, reply, payload) => finishDocument(request, reply, payload));
});
