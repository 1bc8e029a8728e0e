import type { FieldError } from '@evenkeel/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from '../../http/errors';
import { toJsonSchema } from '../../http/json-schema';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { dynamicKey } from '../../i18n';

/**
 * Content bodies carry relationships `readRelationships` (http/jsonapi.ts) does not read: to-many
 * (`topics`), polymorphic (`bookmarkable`, `reviewable`: an article or a tip) and explicit
 * `data: null` (no translation; the platform as a transfer's target). This reads them with the
 * same errors (422, one per relationship, with its pointer), and documents such a body.
 */
export type LinkSpec = { types: readonly string[]; many?: boolean; nullable?: boolean };
export type Linkage = { type: string; id: string };
export type LinkValues<S extends Record<string, LinkSpec>> = {
  [K in keyof S]?: S[K]['many'] extends true ? Linkage[] : Linkage | null;
};

const MAX_LINKS = 20;

function isLinkage(value: unknown, types: readonly string[]): value is Linkage {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { type, id } = value as { type?: unknown; id?: unknown };
  return (
    typeof type === 'string' &&
    types.includes(type) &&
    typeof id === 'string' &&
    id !== '' &&
    id.length <= 100
  );
}

export function readLinks<const S extends Record<string, LinkSpec>>(
  request: FastifyRequest,
  specs: S,
  required: readonly (keyof S & string)[] = [],
): LinkValues<S> {
  const body = request.body as { data?: { relationships?: unknown } } | undefined;
  const relationships = body?.data?.relationships ?? {};
  const errors: FieldError[] = [];
  const label = (name: string) => request.t(dynamicKey(`fields.${name}`), { defaultValue: name });
  if (typeof relationships !== 'object' || relationships === null || Array.isArray(relationships)) {
    throw validationFailed([
      {
        field: 'relationships',
        pointer: '/data/relationships',
        message: request.t('validation.invalid', { field: request.t('fields.value') }),
      },
    ]);
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(relationships)) {
    const pointer = `/data/relationships/${name}`;
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (!spec) {
      errors.push({
        field: name,
        pointer,
        message: request.t('validation.relationship_not_allowed', { name }),
      });
      continue;
    }
    const data = (value as { data?: unknown } | null)?.data;
    const invalid = () =>
      errors.push({
        field: name,
        pointer,
        message: request.t('validation.relationship_invalid', { field: label(name) }),
      });
    if (spec.many) {
      if (!Array.isArray(data) || data.length > MAX_LINKS || !data.every((d) => isLinkage(d, spec.types)))
        invalid();
      else out[name] = data;
    } else if (data === null && spec.nullable) out[name] = null;
    else if (isLinkage(data, spec.types)) out[name] = data;
    else invalid();
  }
  for (const name of required) {
    if (!(name in out) && !errors.some((error) => error.field === name)) {
      errors.push({
        field: name,
        pointer: `/data/relationships/${name}`,
        message: request.t('validation.required', { field: label(name) }),
      });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return out as LinkValues<S>;
}

function linkageSchema(spec: LinkSpec) {
  const one = {
    type: 'object',
    required: ['type', 'id'],
    additionalProperties: false,
    properties: { type: { enum: [...spec.types] }, id: { type: 'string' } },
  };
  if (spec.many) return { type: 'array', maxItems: MAX_LINKS, items: one };
  return spec.nullable ? { oneOf: [one, { type: 'null' }] } : one;
}

/** The OpenAPI description of such a JSON:API body (`config.openapi.otherBody`). */
export function contentBody(options: {
  type: string;
  attributes: z.ZodType;
  relationships?: Record<string, LinkSpec>;
  required?: readonly string[];
  idRequired?: boolean;
}): NonNullable<RouteDoc['otherBody']> {
  const relationships = Object.entries(options.relationships ?? {});
  const data = {
    type: 'object',
    required: [
      'type',
      ...(options.idRequired ? ['id'] : []),
      ...(options.required?.length ? ['relationships'] : []),
    ],
    additionalProperties: false,
    properties: {
      type: { const: options.type },
      ...(options.idRequired ? { id: { type: 'string', description: 'The slug in the path' } } : {}),
      attributes: toJsonSchema(options.attributes, 'input'),
      ...(relationships.length
        ? {
            relationships: {
              type: 'object',
              additionalProperties: false,
              required: [...(options.required ?? [])],
              properties: Object.fromEntries(
                relationships.map(([name, spec]) => [
                  name,
                  { type: 'object', required: ['data'], properties: { data: linkageSchema(spec) } },
                ]),
              ),
            },
          }
        : {}),
    },
  };
  return {
    mediaType: JSONAPI_MEDIA_TYPE,
    schema: { type: 'object', required: ['data'], properties: { data } },
  };
}
