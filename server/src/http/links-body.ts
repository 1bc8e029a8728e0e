import type { z } from 'zod';
import { toJsonSchema } from './json-schema';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';
import { type LinkSpec, MAX_LINKS } from './jsonapi-relationships';
import type { RouteDoc } from './route-doc';

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

/**
 * The contract (`otherBody`) of a JSON:API body whose relationships `readLinks` (http/jsonapi.ts)
 * reads: to-many, polymorphic or nullable ones, which `BodyDoc.relationships` cannot say.
 */
export function linksBody(options: {
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
