import { toJsonSchema } from '../../http/json-schema';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import { documentTypes } from '../../http/jsonapi-protocol';
import type { ParamDoc, RouteDoc } from '../../http/route-doc';

// What an operation asks of the request in the OpenAPI document: its headers, query parameters and body.

export const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

export const headerParameters = (method: string) => [
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

export function queryParameters(doc: RouteDoc) {
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
  if (query.cursor) {
    param('page[after]', {
      description: 'The cursor of the page to read: the previous page’s `links.next` carries it',
      schema: { type: 'string', maxLength: 500 },
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

export function requestBody(doc: RouteDoc) {
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
      attributes: toJsonSchema(body.attributes, 'input'),
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
