import { z } from 'zod';

/**
 * Response shapes, beside the input schemas: one definition per resource type gives the
 * server's presenters a type to `satisfy`, the OpenAPI document its success bodies (JSON
 * Schema from Zod) and the web app the types of what it reads (api.md).
 */

/** `type`: the resource type it points at, or the types a polymorphic relationship may (a bookmark's `bookmarkable`). */
export type RelationshipSpec = { type: string | readonly string[]; many: boolean };
export const toOne = <const T extends string>(type: T) => ({ type, many: false as const });
export const toMany = <const T extends string>(type: T) => ({ type, many: true as const });
/** A to-one relationship to one of several types (JSON:API allows polymorphic linkage). */
export const toOneOf = <const T extends readonly string[]>(...types: T) => ({
  type: types,
  many: false as const,
});

export type ResourceDefinition<
  T extends string = string,
  A extends z.ZodRawShape = z.ZodRawShape,
  R extends Record<string, RelationshipSpec> = Record<string, RelationshipSpec>,
  Ab extends string = string,
> = {
  type: T;
  attributes: z.ZodObject<A>;
  relationships: R;
  abilities: readonly Ab[];
  /** The resource object as it travels (type, id, attributes, relationships, meta). */
  object: z.ZodType;
};

const identifier = (type: string | readonly string[]) =>
  z
    .object({
      type: typeof type === 'string' ? z.literal(type) : z.enum(type as [string, ...string[]]),
      id: z.string(),
    })
    .strict();

export function defineResource<
  const T extends string,
  A extends z.ZodRawShape,
  const R extends Record<string, RelationshipSpec> = Record<never, RelationshipSpec>,
  const Ab extends string = never,
>(
  type: T,
  attributes: z.ZodObject<A>,
  options: {
    relationships?: R;
    abilities?: readonly Ab[];
    /** Members of the resource's `meta` besides `abilities`, described to clients (OpenAPI). */
    meta?: z.ZodRawShape;
  } = {},
): ResourceDefinition<T, A, R, Ab> {
  const relationships = (options.relationships ?? {}) as R;
  const abilities = options.abilities ?? [];
  const relationshipShape = Object.fromEntries(
    Object.entries(relationships).map(([name, spec]) => [
      name,
      z
        .object({
          data: spec.many ? z.array(identifier(spec.type)) : identifier(spec.type).nullable(),
          links: z.record(z.string(), z.string().nullable()).optional(),
          meta: z.record(z.string(), z.unknown()).optional(),
        })
        .strict()
        .optional(),
    ]),
  );
  const abilityShape = Object.fromEntries(abilities.map((name) => [name, z.boolean()]));
  const object = z
    .object({
      type: z.literal(type),
      id: z.string().min(1),
      attributes: attributes.strict().optional(),
      ...(Object.keys(relationships).length
        ? { relationships: z.object(relationshipShape).strict().optional() }
        : {}),
      meta: z
        .object({
          ...(abilities.length ? { abilities: z.object(abilityShape).strict().optional() } : {}),
          ...(options.meta ?? {}),
        })
        .passthrough()
        .optional(),
      links: z.record(z.string(), z.string().nullable()).optional(),
    })
    .strict()
    .meta({ title: type });
  return { type, attributes, relationships, abilities, object };
}

/** A response document and the resource types it may hold (for `fields[TYPE]`). */
export type DocumentSpec = { schema: z.ZodType; types: readonly string[] };

const topMeta = z.record(z.string(), z.unknown());
const topLinks = z.record(z.string(), z.string().nullable());
const jsonapiObject = z.object({ version: z.string() }).passthrough();

function includedOf(included: readonly ResourceDefinition[]) {
  if (included.length === 0) return z.array(z.never());
  const objects = included.map((definition) => definition.object);
  const [first, ...rest] = objects;
  return z.array(
    rest.length
      ? z.union([first as z.ZodType, ...rest] as [z.ZodType, ...z.ZodType[]])
      : (first as z.ZodType),
  );
}

function typesOf(primary: ResourceDefinition, included: readonly ResourceDefinition[]): string[] {
  return [...new Set([primary.type, ...included.map((definition) => definition.type)])];
}

/** `{ data: resource }` (or `data: null` when `nullable`), with the types it may include. */
export function singleDocument(
  primary: ResourceDefinition,
  options: { included?: readonly ResourceDefinition[]; nullable?: boolean; meta?: z.ZodType } = {},
): DocumentSpec {
  const included = options.included ?? [];
  return {
    schema: z
      .object({
        data: options.nullable ? primary.object.nullable() : primary.object,
        included: includedOf(included).optional(),
        meta: (options.meta ?? topMeta).optional(),
        links: topLinks.optional(),
        jsonapi: jsonapiObject.optional(),
      })
      .strict(),
    types: typesOf(primary, included),
  };
}

/** A page of a collection: `meta.total` and the four pagination links are always there. */
export function listDocument(
  primary: ResourceDefinition,
  options: { included?: readonly ResourceDefinition[]; meta?: z.ZodRawShape } = {},
): DocumentSpec {
  const included = options.included ?? [];
  const link = z.string().nullable();
  return {
    schema: z
      .object({
        data: z.array(primary.object),
        included: includedOf(included).optional(),
        meta: z.object({ total: z.number().int().min(0), ...(options.meta ?? {}) }).passthrough(),
        links: z
          .object({ self: z.string().optional(), first: link, prev: link, next: link, last: link })
          .strict(),
        jsonapi: jsonapiObject.optional(),
      })
      .strict(),
    types: typesOf(primary, included),
  };
}

/** A document with no primary data, only `meta` (health, accepted sign-up). */
export function metaDocument(meta: z.ZodType): DocumentSpec {
  return {
    schema: z.object({ meta, jsonapi: jsonapiObject.optional() }).strict(),
    types: [],
  };
}

type Relationships<D> = D extends ResourceDefinition<string, z.ZodRawShape, infer R> ? R : never;
type Linked = { type: string; id: string } & Record<string, unknown>;
/** Writable (the `const` relationships are readonly): a presenter may add them one at a time. */
type Related<D> = {
  -readonly [K in keyof Relationships<D>]?: Relationships<D>[K] extends { many: true }
    ? Linked[]
    : Linked | null;
};

/** A definition's attributes alone, e.g. for a helper that builds part of a presented resource. */
export type Attributes<D> = D extends ResourceDefinition<string, infer A> ? z.infer<z.ZodObject<A>> : never;
type AbilityNames<D> =
  D extends ResourceDefinition<string, z.ZodRawShape, Record<string, RelationshipSpec>, infer Ab>
    ? Ab
    : never;

/**
 * A resource as the web app reads it after deserialisation: id, type, attributes as
 * properties, and `meta.abilities`. Relationships are added by the caller, e.g.
 * `Flat<typeof organizationResource> & { administrators?: UserCard[] }`.
 */
export type Flat<D> =
  D extends ResourceDefinition<infer T>
    ? { id: string; type: T } & Attributes<D> & {
          meta?: [AbilityNames<D>] extends [never]
            ? Record<string, unknown>
            : { abilities?: Record<AbilityNames<D>, boolean> } & Record<string, unknown>;
        }
    : never;

/**
 * What a server presenter returns for jsona (attributes as properties, related resources
 * nested, `relationshipNames`): presenters write `satisfies Presented<typeof x>`.
 */
export type Presented<D> =
  D extends ResourceDefinition<infer T>
    ? { type: T; id: string; relationshipNames?: string[] } & Attributes<D> & {
          meta?: [AbilityNames<D>] extends [never]
            ? Record<string, unknown>
            : { abilities?: Record<AbilityNames<D>, boolean> } & Record<string, unknown>;
        } & Related<D>
    : never;
