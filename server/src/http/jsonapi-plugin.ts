import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';

/**
 * Bodies: JSON:API documents, plus classic form posts for the few HTML forms the spec keeps
 * (check-up preferences). Plain `application/json` is refused with 415 as JSON:API requires.
 */
export const jsonApiPlugin = fp(async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    JSONAPI_MEDIA_TYPE,
    { parseAs: 'string', bodyLimit: 100 * 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(String(body));
      const out: Record<string, string | string[]> = Object.create(null);
      for (const [key, value] of params) {
        const existing = out[key];
        out[key] =
          existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
      }
      done(null, out);
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    // Fastify appends "; charset=utf-8"; JSON:API forbids media type parameters.
    if (typeof type === 'string' && type.startsWith(JSONAPI_MEDIA_TYPE)) {
      reply.header('content-type', JSONAPI_MEDIA_TYPE);
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
