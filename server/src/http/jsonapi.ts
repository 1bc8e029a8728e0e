import { type FieldError, fieldErrors, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@evenkeel/common';
import type { FastifyRequest } from 'fastify';
import { Jsona } from 'jsona';
import type { z } from 'zod';
import { ApiError, badRequest, conflict, validationFailed } from './errors';
// `request.t` and `request.locale` are declared there (a program that never loads the plugin, like
// a bench importing the server's parts, still type-checks this file).
import type {} from './request-context';
// `config.openapi` on a route's options is declared there.
import type {} from './route-doc';

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

/**
 * A presented resource: `type`, `id` (the public slug), attributes as plain snake_case
 * properties, and nested resources named in `relationshipNames`. Presenters build these
 * from an explicit allow-list; jsona turns them into a JSON:API document.
 */
export type Resource = {
  type: string;
  id: string;
  relationshipNames?: string[];
  /**
   * The resource object's own `meta` (never an attribute): `meta.abilities` says what the
   * current user may do with it, computed by the policies that guard the routes (api.md).
   */
  meta?: ResourceMeta;
  [attribute: string]: unknown;
};

export type Abilities = Record<string, boolean>;
export type ResourceMeta = { abilities?: Abilities; [key: string]: unknown };

export type DocumentOptions = {
  include?: string[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
};

const formatter = new Jsona();

type ResourceObject = { type: string; id: string; meta?: ResourceMeta };

export function toDocument(stuff: Resource | Resource[] | null, options: DocumentOptions = {}) {
  // jsona serialises every own property as an attribute: take resource meta aside first.
  const metas = new Map<string, ResourceMeta>();
  const bare =
    stuff === null
      ? null
      : Array.isArray(stuff)
        ? stuff.map((r) => withoutMeta(r, metas))
        : withoutMeta(stuff, metas);
  const body: Record<string, unknown> =
    bare === null
      ? { data: null }
      : (formatter.serialize({ stuff: bare, includeNames: options.include ?? [] }) as Record<
          string,
          unknown
        >);
  if (Array.isArray(stuff) && !body.data) body.data = [];
  if (metas.size > 0) {
    const objects = [body.data, body.included].flatMap((part) =>
      Array.isArray(part) ? part : part ? [part] : [],
    );
    for (const object of objects as ResourceObject[]) {
      const meta = metas.get(`${object.type}:${object.id}`);
      if (meta) object.meta = meta;
    }
  }
  // An include was asked for: `included` is present even when nothing matched (JSON:API 1.1).
  if ((options.include?.length ?? 0) > 0 && !body.included) body.included = [];
  if (options.meta) body.meta = options.meta;
  if (options.links) body.links = options.links;
  return body;
}

/** A copy of the resource (and of the resources nested in its relationships) without `meta`. */
function withoutMeta(resource: Resource, metas: Map<string, ResourceMeta>): Resource {
  const { meta, ...rest } = resource;
  if (meta) metas.set(`${resource.type}:${resource.id}`, meta);
  for (const name of resource.relationshipNames ?? []) {
    const related = rest[name];
    if (Array.isArray(related)) rest[name] = related.map((r) => withoutMeta(r as Resource, metas));
    else if (related && typeof related === 'object') rest[name] = withoutMeta(related as Resource, metas);
  }
  return rest as Resource;
}

/** `include=a,b.c`: only the paths a route supports; anything else is a 400 (JSON:API §fetching-includes). */
export function parseInclude(raw: unknown, allowed: readonly string[]): string[] {
  if (raw === undefined || raw === '') return [];
  const paths = typeof raw === 'string' ? raw.split(',').map((part) => part.trim()) : [];
  const unsupported = paths.find((path) => !allowed.includes(path));
  if (typeof raw !== 'string' || unsupported !== undefined) {
    throw new ApiError(
      400,
      'invalid_include',
      'errors.invalid_include',
      { path: unsupported ?? '' },
      [],
      {},
      { parameter: 'include' },
    );
  }
  return paths;
}

export type Page = { number: number; size: number; offset: number };

/** The last page anyone may ask for: beyond it the offset means nothing (and 2^63 breaks SQL). */
export const PAGE_NUMBER_MAX = 1_000_000;

/** A query parameter of decimal digits only (no sign, exponent, fraction, hex or spaces). */
function readCount(raw: unknown, name: string, fallback: number, max: number, cap: boolean): number {
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && /^\d{1,20}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1) || (!cap && value > max)) {
    throw new ApiError(
      400,
      'invalid_page',
      'errors.invalid_page',
      { name, max },
      [],
      {},
      { parameter: name },
    );
  }
  return Math.min(value, max);
}

/**
 * `page[number]` from 1 to PAGE_NUMBER_MAX, `page[size]` from 1, larger sizes capped at
 * PAGE_SIZE_MAX (security.md §6); anything else is a 400 that names the parameter and its range.
 */
export function parsePage(query: Record<string, unknown>): Page {
  const number = readCount(query['page[number]'], 'page[number]', 1, PAGE_NUMBER_MAX, false);
  const size = readCount(query['page[size]'], 'page[size]', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, true);
  return { number, size, offset: (number - 1) * size };
}

type ResourceBody = { data?: { type?: unknown; id?: unknown; attributes?: unknown } };

/**
 * Reads `data.attributes` of a JSON:API request body through a strict schema: wrong media
 * type 415, wrong `type` or `id` 409 (JSON:API), invalid or unknown attributes 422 per field.
 */
export function readResource<S extends z.ZodType>(
  request: FastifyRequest,
  options: { type: string; schema: S; id?: string },
): z.infer<S> {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== JSONAPI_MEDIA_TYPE) {
    throw new ApiError(415, 'unsupported_media_type', 'errors.unsupported_media_type', {
      type: JSONAPI_MEDIA_TYPE,
    });
  }
  const body = request.body as ResourceBody | undefined;
  const data = body?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest();
  if (data.type !== options.type) throw conflict('errors.bad_request');
  // Ids are the server's to give (JSON:API: 403 for a client-generated id we do not support).
  if (options.id === undefined && request.method === 'POST' && data.id !== undefined) {
    throw new ApiError(403, 'client_generated_id', 'errors.client_generated_id');
  }
  if (options.id !== undefined && data.id !== options.id) throw conflict('errors.bad_request');
  const unknown = unknownRelationships(request, (data as { relationships?: unknown }).relationships);
  const parsed = options.schema.safeParse(data.attributes ?? {});
  const errors = [...unknown, ...(parsed.success ? [] : fieldErrors(parsed.error, request.t))];
  if (errors.length > 0 || !parsed.success) throw validationFailed(errors);
  return parsed.data;
}

/** The relationship names a route's declared body accepts (`config.openapi`), or undefined: not declared. */
function declaredRelationships(request: FastifyRequest): readonly string[] | undefined {
  const doc = request.routeOptions.config.openapi;
  if (!doc) return undefined;
  if (doc.body) return Object.keys(doc.body.relationships ?? {});
  if (doc.otherBody?.mediaType === JSONAPI_MEDIA_TYPE) {
    const data = (
      doc.otherBody.schema as { properties?: { data?: { properties?: Record<string, unknown> } } }
    ).properties?.data;
    const relationships = data?.properties?.relationships as { properties?: object } | undefined;
    return Object.keys(relationships?.properties ?? {});
  }
  return undefined;
}

/**
 * 422 for each relationship the route does not accept (`/data/relationships/<name>`), like an
 * unknown attribute: a write never silently drops part of what the client sent. The routes that
 * accept some read them with `readLinks` or `readRelationships` (jsonapi-relationships.ts), which
 * check their linkage.
 */
function unknownRelationships(request: FastifyRequest, relationships: unknown): FieldError[] {
  if (relationships === undefined || relationships === null) return [];
  const allowed = declaredRelationships(request);
  if (allowed === undefined) return [];
  if (typeof relationships !== 'object' || Array.isArray(relationships)) {
    return [
      {
        field: 'relationships',
        pointer: '/data/relationships',
        message: request.t('validation.invalid', { field: request.t('fields.value') }),
      },
    ];
  }
  return Object.keys(relationships)
    .filter((name) => !allowed.includes(name))
    .map((name) => ({
      field: name,
      pointer: `/data/relationships/${name}`,
      message: request.t('validation.relationship_not_allowed', { name }),
    }));
}

/** A query parameter with a fixed set of values, or a translated 422 naming the parameter. */
export function readChoice<const T extends string>(
  raw: unknown,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw === 'string' && (choices as readonly string[]).includes(raw)) return raw as T;
  throw invalidParameterValue(name);
}

/** A comma-separated list of fixed values (`type=reporter,administrator`); empty means all. */
export function readChoiceList<const T extends string>(
  raw: unknown,
  name: string,
  choices: readonly T[],
): T[] {
  if (raw === undefined || raw === '') return [...choices];
  if (typeof raw !== 'string') throw invalidParameterValue(name);
  const values = raw.split(',').map((part) => part.trim());
  if (values.some((value) => !(choices as readonly string[]).includes(value)))
    throw invalidParameterValue(name);
  return [...new Set(values)] as T[];
}

/** A query parameter the route supports, with a value it cannot use: 422 naming the parameter. */
export const invalidParameterValue = (name: string) =>
  new ApiError(422, 'invalid_parameter', 'errors.invalid_parameter', { name }, [], {}, { parameter: name });
