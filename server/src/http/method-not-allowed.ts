import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods each known path answers, for a 405 with `Allow` (RFC 9110) instead of a 404 when
 * the path exists but not with this method. Fed by `onRoute`: add it before the routes.
 */
export function collectAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const router = Router({ ignoreTrailingSlash: false, maxParamLength: 200 });
  const known = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (known.has(key) || !METHODS.includes(method as HTTPMethod)) continue;
      known.add(key);
      router.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  return (url: string) => {
    const path = url.split('?')[0] ?? url;
    return METHODS.filter((method) => router.find(method, path) !== null);
  };
}
