import { fieldErrors, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@evenkeel/common';
import type { FastifyRequest } from 'fastify';
import { Jsona } from 'jsona';
import type { z } from 'zod';
import { ApiError, badRequest, conflict, validationFailed } from './errors';

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
  [attribute: string]: unknown;
};

export type DocumentOptions = {
  include?: string[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
};

const formatter = new Jsona();

export function toDocument(stuff: Resource | Resource[] | null, options: DocumentOptions = {}) {
  const body: Record<string, unknown> =
    stuff === null
      ? { data: null }
      : (formatter.serialize({ stuff, includeNames: options.include ?? [] }) as Record<string, unknown>);
  if (Array.isArray(stuff) && !body.data) body.data = [];
  if (options.meta) body.meta = options.meta;
  if (options.links) body.links = options.links;
  return body;
}

/** `include=a,b.c`: only the paths a route supports; anything else is a 400 (JSON:API §fetching-includes). */
export function parseInclude(raw: unknown, allowed: readonly string[]): string[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw badRequest('errors.bad_request');
  const paths = raw.split(',').map((part) => part.trim());
  if (paths.some((path) => !allowed.includes(path))) {
    throw new ApiError(400, 'invalid_include', 'errors.bad_request');
  }
  return paths;
}

export type Page = { number: number; size: number; offset: number };

/** `page[number]` from 1, `page[size]` capped (security.md §6). */
export function parsePage(query: Record<string, unknown>): Page {
  const number = query['page[number]'] === undefined ? 1 : Number(query['page[number]']);
  const size = query['page[size]'] === undefined ? PAGE_SIZE_DEFAULT : Number(query['page[size]']);
  if (!Number.isInteger(number) || number < 1 || !Number.isInteger(size) || size < 1) {
    throw new ApiError(400, 'invalid_page', 'errors.bad_request');
  }
  const capped = Math.min(size, PAGE_SIZE_MAX);
  return { number, size: capped, offset: (number - 1) * capped };
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
  if (options.id !== undefined && data.id !== options.id) throw conflict('errors.bad_request');
  const parsed = options.schema.safeParse(data.attributes ?? {});
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error, request.t));
  return parsed.data;
}
