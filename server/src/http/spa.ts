import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built React app: hashed assets cached for a year, every other GET outside
 * /api answered with index.html so client-side routes load directly.
 */
export async function serveSpa(app: FastifyInstance): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isSpaRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    method === 'GET' &&
    !url.startsWith('/api/') &&
    !url.startsWith('/dev/') &&
    (accept ?? '').includes('text/html')
  );
}
