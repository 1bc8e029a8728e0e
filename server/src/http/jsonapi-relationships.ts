import type { FieldError } from '@evenkeel/common';
import type { FastifyRequest } from 'fastify';
import { dynamicKey } from '../i18n';
import { validationFailed } from './errors';

/**
 * What one relationship of a request body may hold: linkage to one of `types` (two for a
 * polymorphic one: an article or a tip), an array of them (`many`: to-many), or `data: null`
 * where that means something (`nullable`: no translation, the platform as a transfer's target).
 */
export type LinkSpec = { types: readonly string[]; many?: boolean; nullable?: boolean };
export type Linkage = { type: string; id: string };
export type LinkValues<S extends Record<string, LinkSpec>> = {
  [K in keyof S]?: S[K]['many'] extends true ? Linkage[] : Linkage | null;
};

/** The most a to-many relationship may name in one body. */
export const MAX_LINKS = 20;

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

/**
 * Reads `data.relationships` of a request body, each name by its spec, the `required` ones
 * present. Unknown names, malformed linkage and missing required ones are 422, one per
 * relationship, with its `source.pointer`, like attributes. Call after `readResource`.
 */
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

/**
 * The common case of `readLinks`: to-one relationships, each name mapped to the one resource type
 * it must point at. Returns the slugs given (`data: null` reads as absent).
 */
export function readRelationships<const Names extends string>(
  request: FastifyRequest,
  allowed: Record<Names, string>,
): Partial<Record<Names, string>> {
  const specs: Record<string, LinkSpec> = {};
  for (const [name, type] of Object.entries<string>(allowed)) specs[name] = { types: [type], nullable: true };
  const out: Partial<Record<Names, string>> = {};
  for (const [name, linkage] of Object.entries(readLinks(request, specs))) {
    if (linkage) out[name as Names] = (linkage as Linkage).id;
  }
  return out;
}

/** A 422 on one relationship: required but missing, or given where none belongs. */
export function relationshipError(
  request: FastifyRequest,
  name: string,
  problem: 'required' | 'not_allowed',
) {
  const field = request.t(dynamicKey(`fields.${name}`), { defaultValue: name });
  const message =
    problem === 'required'
      ? request.t('validation.required', { field })
      : request.t('validation.relationship_not_allowed', { name });
  return validationFailed([{ field: name, pointer: `/data/relationships/${name}`, message }]);
}
