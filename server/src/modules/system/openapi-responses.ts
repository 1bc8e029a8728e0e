import { toJsonSchema } from '../../http/json-schema';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import type { ResponseDoc, RouteDoc } from '../../http/route-doc';
import { UNSAFE } from './openapi-request';

// What an operation answers in the OpenAPI document: its own responses and those any route may give.

export const STATUS_TEXT: Record<number, string> = {
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

export function response(status: number, spec: ResponseDoc, doc: RouteDoc) {
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
          schema: sparseFriendly(toJsonSchema(spec.document.schema, 'output')),
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
export function implicitStatuses(method: string, url: string, doc: RouteDoc): number[] {
  const statuses = [400, 406, 408, 414, 500, 503];
  if (doc.signedIn) statuses.push(401);
  if (url.includes(':')) statuses.push(404);
  // Any body the method may carry is read for control characters (http/input-guard.ts).
  if (UNSAFE.has(method)) statuses.push(403, 413, 422);
  if (doc.body || doc.otherBody) statuses.push(413, 415, 422);
  if (doc.body) statuses.push(409);
  return [...new Set(statuses)];
}
