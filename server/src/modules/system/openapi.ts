import type { z } from 'zod';
import { toJsonSchema } from '../../http/json-schema';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import { documentTypes } from '../../http/jsonapi-protocol';
import type { ParamDoc, ResponseDoc, RouteDoc } from '../../http/route-doc';

export type DocumentedRoute = { method: string; url: string; doc: RouteDoc };

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

const STATUS_TEXT: Record<number, string> = {
  400: 'A query parameter, `include` path or body this route does not support (`source.parameter` names it)',
  401: 'Not signed in (`WWW-Authenticate`)',
  403: 'Not allowed, or a missing or stale X-CSRF-Token',
  406: '`Accept` names JSON:API only with media type parameters',
  409: '`data.type` is not this resource type, or `data.id` is not the one in the path',
  404: 'No such resource (a control character in a path segment, too)',
  408: "The request, headers and body, did not arrive within the server's time limit",
  413: 'The body is too large',
  414: 'The URL is too long',
  415: 'The body is not `application/vnd.api+json` without parameters',
  422: 'Invalid input: one error per field, with `source.pointer` (a control character anywhere in a body, too)',
  500: 'Something went wrong on our side',
  503: 'The database is unreachable for a moment (`Retry-After`)',
};

const errorDocument = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['status', 'code', 'title', 'detail'],
        additionalProperties: false,
        properties: {
          status: { type: 'string' },
          code: { type: 'string' },
          title: { type: 'string' },
          detail: { type: 'string', description: "In the request's language, to show as it is" },
          source: {
            type: 'object',
            additionalProperties: false,
            properties: { pointer: { type: 'string' }, parameter: { type: 'string' } },
          },
        },
      },
    },
    meta: { type: 'object' },
  },
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => toJsonSchema(schema, io);

/**
 * A success document's schema as clients may meet it: `fields[TYPE]` can leave out any attribute
 * or relationship of a resource object, and the whole `attributes` or `relationships` member when
 * none is left (http/jsonapi-protocol.ts), so none of them is `required` there. The API tests
 * still check every response without sparse fieldsets against the strict schema (test/contract.ts).
 */
export function sparseFriendly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sparseFriendly);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = sparseFriendly(item);
  const properties = out.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties?.type && properties.id && (properties.attributes || properties.relationships)) {
    for (const member of ['attributes', 'relationships']) {
      const schema = properties[member];
      if (schema) properties[member] = withoutRequired(schema);
    }
    if (Array.isArray(out.required)) {
      out.required = out.required.filter((name) => name !== 'attributes' && name !== 'relationships');
    }
  }
  return out;
}

function withoutRequired(schema: Record<string, unknown>): Record<string, unknown> {
  const { required: _all, ...rest } = schema;
  // `anyOf`/`oneOf` branches (a nullable object) lose theirs too.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = rest[key];
    if (Array.isArray(branches)) {
      rest[key] = branches.map((branch) =>
        branch && typeof branch === 'object' ? withoutRequired(branch as Record<string, unknown>) : branch,
      );
    }
  }
  return rest;
}

const headerParameters = (method: string) => [
  {
    name: 'Accept-Language',
    in: 'header',
    description:
      '`en` or `fr`: the language of error details and e-mails (a signed-in profile language wins)',
    schema: { type: 'string', example: 'fr' },
  },
  {
    name: 'X-UTC-Offset',
    in: 'header',
    description: 'Minutes east of UTC (e.g. `-300`): weeks and days are counted in this offset',
    schema: { type: 'integer', minimum: -840, maximum: 840 },
  },
  ...(UNSAFE.has(method)
    ? [
        {
          name: 'X-CSRF-Token',
          in: 'header',
          required: true,
          description: 'The token in `meta.csrf_token` of GET /api/session',
          schema: { type: 'string' },
        },
      ]
    : []),
];

function queryParameters(doc: RouteDoc) {
  const query = doc.query ?? {};
  const parameters: Record<string, unknown>[] = [];
  const param = (name: string, spec: ParamDoc) =>
    parameters.push({
      name,
      in: 'query',
      description: spec.description,
      required: spec.required ?? false,
      schema: spec.schema ?? { type: 'string' },
    });
  const types = documentTypes(doc);
  if (types.length > 0) {
    param('include', {
      description: query.include?.length
        ? `Related resources to include: ${query.include.join(', ')}`
        : 'Nothing to include here: only an empty value is accepted',
      schema: query.include?.length
        ? { type: 'string', example: query.include.join(',') }
        : { type: 'string', maxLength: 0 },
    });
    for (const type of types) {
      param(`fields[${type}]`, {
        description: `Sparse fieldset: the members of \`${type}\` to return, comma-separated`,
      });
    }
  }
  if (query.sort?.length) {
    param('sort', { description: `Comma-separated, \`-\` for descending: ${query.sort.join(', ')}` });
  }
  if (query.page) {
    param('page[number]', {
      description: 'From 1',
      schema: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    });
    param('page[size]', {
      description: 'From 1; larger sizes are capped',
      schema: { type: 'integer', minimum: 1 },
    });
  }
  for (const [name, spec] of Object.entries(query.filter ?? {})) param(`filter[${name}]`, spec);
  for (const [name, spec] of Object.entries(query.params ?? {})) param(name, spec);
  return parameters;
}

function requestBody(doc: RouteDoc) {
  if (doc.otherBody) {
    return { required: true, content: { [doc.otherBody.mediaType]: { schema: doc.otherBody.schema } } };
  }
  const body = doc.body;
  if (!body) return undefined;
  const relationships = Object.entries(body.relationships ?? {});
  const data: Record<string, unknown> = {
    type: 'object',
    required: [
      'type',
      // Missing `attributes` read as `{}`: required only when `{}` is refused (a PATCH changes nothing).
      ...(body.attributes.safeParse({}).success ? [] : ['attributes']),
      ...(body.idRequired ? ['id'] : []),
      ...(body.requiredRelationships?.length ? ['relationships'] : []),
    ],
    additionalProperties: false,
    properties: {
      type: { const: body.type },
      ...(body.idRequired ? { id: { type: 'string', description: 'The slug in the path' } } : {}),
      attributes: jsonSchema(body.attributes, 'input'),
      ...(relationships.length
        ? {
            relationships: {
              type: 'object',
              additionalProperties: false,
              required: [...(body.requiredRelationships ?? [])],
              properties: Object.fromEntries(
                relationships.map(([name, type]) => [
                  name,
                  {
                    type: 'object',
                    required: ['data'],
                    properties: {
                      data: {
                        type: 'object',
                        required: ['type', 'id'],
                        properties: { type: { const: type }, id: { type: 'string' } },
                      },
                    },
                  },
                ]),
              ),
            },
          }
        : // None accepted: an empty object asks for nothing, any name is a 422 (readResource).
          { relationships: { type: 'object', maxProperties: 0 } }),
    },
  };
  return {
    required: true,
    content: {
      [JSONAPI_MEDIA_TYPE]: { schema: { type: 'object', required: ['data'], properties: { data } } },
    },
  };
}

function response(status: number, spec: ResponseDoc, doc: RouteDoc) {
  const description = typeof spec === 'string' ? spec : spec.description;
  // A page for people (the unsubscribe link's), whose refusals are pages too.
  if (typeof spec === 'object' && 'html' in spec) {
    return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if (status >= 400) {
    return { description, content: { [JSONAPI_MEDIA_TYPE]: { schema: errorDocument } } };
  }
  const headers =
    status === 201 && doc.location
      ? { Location: { description: 'Where the new resource lives', schema: { type: 'string' } } }
      : undefined;
  if (typeof spec === 'object' && 'document' in spec) {
    return {
      description,
      ...(headers ? { headers } : {}),
      content: {
        [spec.mediaType ?? JSONAPI_MEDIA_TYPE]: {
          schema: sparseFriendly(jsonSchema(spec.document.schema, 'output')),
        },
      },
    };
  }
  if (typeof spec === 'object' && 'html' in spec) {
    return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if (typeof spec === 'object' && 'files' in spec) {
    const file = { schema: { type: 'string', contentEncoding: 'binary' } };
    return { description, content: Object.fromEntries(spec.files.map((type) => [type, file])) };
  }
  if (typeof spec === 'object' && 'redirect' in spec) {
    return {
      description,
      headers: { Location: { description: 'Where to go next', schema: { type: 'string' } } },
    };
  }
  return { description, ...(headers ? { headers } : {}) };
}

/** The statuses any such route can answer besides its own (see STATUS_TEXT). */
function implicitStatuses(method: string, url: string, doc: RouteDoc): number[] {
  const statuses = [400, 406, 408, 414, 500, 503];
  if (doc.signedIn) statuses.push(401);
  if (url.includes(':')) statuses.push(404);
  // Any body the method may carry is read for control characters (http/input-guard.ts).
  if (UNSAFE.has(method)) statuses.push(403, 413, 422);
  if (doc.body || doc.otherBody) statuses.push(413, 415, 422);
  if (doc.body) statuses.push(409);
  return [...new Set(statuses)];
}

/**
 * OpenAPI 3.1 built from the routes' own declarations and the shared Zod schemas, so the
 * document cannot drift from what the server validates and presents (api.md).
 */
export function buildOpenApi(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const { method, url, doc } of routes) {
    if (method === 'head') continue;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...[...url.matchAll(/:(\w+)/g)].map((match) => ({
        name: match[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParameters(doc),
      ...headerParameters(method),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, spec] of Object.entries(doc.responses)) {
      responses[status] = response(Number(status), spec, doc);
    }
    for (const status of implicitStatuses(method, url, doc)) {
      responses[String(status)] ??= response(status, STATUS_TEXT[status] ?? String(status), doc);
    }
    const body = requestBody(doc);
    tags.add(doc.tag);
    paths[path] ??= {};
    paths[path][method] = {
      operationId: doc.operationId,
      summary: doc.summary,
      tags: [doc.tag],
      parameters,
      ...(body ? { requestBody: body } : {}),
      security: doc.signedIn ? [{ session: [] }] : [],
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Evenkeel API',
      version: '1',
      description:
        'JSON:API 1.1 (application/vnd.api+json). Mutations need the X-CSRF-Token header (token in meta.csrf_token of GET /api/session). Send X-UTC-Offset and Accept-Language. A known path asked with another method answers 405 with Allow.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Evenkeel' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...tags]
      .sort()
      .map((name) => ({ name, description: `The ${name.replaceAll('_', ' ')} operations` })),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'evenkeel_session',
          description: 'Set by POST /api/session (named `__Host-evenkeel_session` in production)',
        },
      },
    },
    paths,
  };
}
