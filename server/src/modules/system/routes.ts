import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi, type DocumentedRoute } from './openapi';

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
  // For load balancers: one round trip to the database. The bench uses it as its floor.
  app.get('/api/health', async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  app.get('/api/openapi.json', async () => buildOpenApi(documented));
}
