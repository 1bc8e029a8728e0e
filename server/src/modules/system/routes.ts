import type { FastifyInstance } from 'fastify';
import { isConnectionError } from '../../db/connection-errors';
import { errorDocument, RETRY_AFTER_SECONDS } from '../../http/error-handler';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import * as contract from './contract';
import { buildOpenApi, type DocumentedRoute } from './openapi';
import { pingDatabase } from './service';

/** A database slower than this counts as unreachable for the health check. */
const HEALTH_TIMEOUT_MS = 3_000;

/** Collects every documented route; must be added at the root before the routes are registered. */
export function collectRouteDocs(app: FastifyInstance): DocumentedRoute[] {
  const documented: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const doc = route.config?.openapi;
    if (!doc) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) documented.push({ method: method.toLowerCase(), url: route.url, doc });
  });
  return documented;
}

export async function systemRoutes(app: FastifyInstance, { documented }: { documented: DocumentedRoute[] }) {
  // For load balancers: one round trip to the database (the bench's floor). While the database
  // cannot be reached it answers 503 with the reason, so the balancer stops sending traffic
  // here until it comes back; the process stays up and recovers by itself.
  app.get('/api/health', contract.getHealth, async (request, reply) => {
    try {
      await pingDatabase(app.ctx.db, HEALTH_TIMEOUT_MS);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      request.log.warn({ code: (error as { code?: unknown }).code }, 'health: database unreachable');
      const failure = new ApiError(503, 'unavailable', 'errors.unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type(JSONAPI_MEDIA_TYPE)
        .send({
          ...errorDocument(request, failure),
          meta: { status: 'unavailable', database: 'unreachable' },
        });
    }
    return reply.type(JSONAPI_MEDIA_TYPE).send({ meta: { status: 'ok', database: 'ok' } });
  });

  app.get('/api/openapi.json', contract.getOpenApi, async (_request, reply) =>
    reply.type('application/json').send(buildOpenApi(documented)),
  );
}
