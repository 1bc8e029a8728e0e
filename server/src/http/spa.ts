import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built React app: hashed assets cached for a year, every other GET outside
 * /api answered with index.html (revalidated by its ETag) so client-side routes load directly.
 * Files go out as the brotli or gzip twins the build wrote (web/scripts/precompress.mjs) when the
 * client accepts them, with `Vary: Accept-Encoding`; the twins are not routes of their own.
 */
export async function serveSpa(app: FastifyInstance, root: string): Promise<boolean> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
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
