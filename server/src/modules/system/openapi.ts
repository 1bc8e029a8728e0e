import { z } from 'zod';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';

export type DocumentedRoute = { method: string; url: string; doc: RouteDoc };

const errorDocument = {
  type: 'object',
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          status: { type: 'string' },
          code: { type: 'string' },
          title: { type: 'string' },
          detail: { type: 'string', description: "In the request's language" },
          source: { type: 'object', properties: { pointer: { type: 'string' } } },
        },
      },
    },
  },
};

/** OpenAPI 3.1 built from the routes' own declarations and the shared Zod schemas. */
export function buildOpenApi(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, doc } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const parameters = [...url.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const requestBody = doc.attributes
      ? {
          required: true,
          content: {
            [JSONAPI_MEDIA_TYPE]: {
              schema: {
                type: 'object',
                required: ['data'],
                properties: {
                  data: {
                    type: 'object',
                    required: ['type', 'attributes'],
                    properties: {
                      type: { const: doc.resourceType },
                      attributes: z.toJSONSchema(doc.attributes, { io: 'input', unrepresentable: 'any' }),
                    },
                  },
                },
              },
            },
          },
        }
      : undefined;
    const responses = Object.fromEntries(
      Object.entries(doc.responses).map(([status, description]) => [
        status,
        Number(status) >= 400
          ? { description, content: { [JSONAPI_MEDIA_TYPE]: { schema: errorDocument } } }
          : { description },
      ]),
    );
    paths[path] ??= {};
    paths[path][method] = {
      summary: doc.summary,
      tags: [doc.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      ...(doc.signedIn ? { security: [{ session: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Evenkeel API',
      version: '1',
      description:
        'JSON:API 1.1 (application/vnd.api+json). Mutations need the X-CSRF-Token header (token in meta.csrf_token of GET /api/session). Send X-UTC-Offset and Accept-Language.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'evenkeel_session' } },
    },
    paths,
  };
}
