import type { RouteDoc } from '../../http/route-doc';
import { headerParameters, queryParameters, requestBody } from './openapi-request';
import { implicitStatuses, response, STATUS_TEXT } from './openapi-responses';

export type DocumentedRoute = { method: string; url: string; doc: RouteDoc };

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
