import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionError } from '../db/connection-errors';
import { ApiError, WWW_AUTHENTICATE } from './errors';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';
import { safeError } from './log-safety';

/** Retry-After of a 503 while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

type ErrorObject = {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string } | { parameter: string };
};

/** Maps Fastify's own errors (parsing, limits, CSRF) to ours, so every error has the same shape. */
function fromFastify(error: FastifyError): ApiError | undefined {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'unsupported_media_type', 'errors.unsupported_media_type', {
        type: JSONAPI_MEDIA_TYPE,
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'too_large', 'errors.too_large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'bad_request', 'errors.bad_request');
    case 'FST_CSRF_INVALID_TOKEN':
    case 'FST_CSRF_MISSING_SECRET':
      return new ApiError(403, 'csrf_invalid', 'errors.csrf');
  }
  if (error.statusCode === 400 || error instanceof SyntaxError)
    return new ApiError(400, 'bad_request', 'errors.bad_request');
  if (error.statusCode === 404) return new ApiError(404, 'not_found', 'errors.not_found');
  if (error.statusCode === 413) return new ApiError(413, 'too_large', 'errors.too_large');
  return undefined;
}

export function errorDocument(request: FastifyRequest, error: ApiError) {
  const t = request.t;
  const title = t(error.key, error.params);
  if (error.fields.length > 0) {
    const errors: ErrorObject[] = error.fields.map((field) => ({
      status: String(error.status),
      code: error.code,
      title,
      detail: field.message,
      source: { pointer: field.pointer },
    }));
    return { errors };
  }
  const object: ErrorObject = { status: String(error.status), code: error.code, title, detail: title };
  if (error.source.parameter) object.source = { parameter: error.source.parameter };
  return { errors: [object] };
}

/** SQLSTATE of the error or of the driver error Drizzle wrapped. */
function sqlState(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The database connection, not the request, failed (cut, refused, server restarting): only
    // this request fails, and the client may try again shortly (db/connection-errors.ts).
    if (isConnectionError(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      const failure = new ApiError(503, 'unavailable', 'errors.unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, failure));
    }
    const known = fromFastify(error);
    // A value the database refused (class 22, data exception: out of range, not a date, a NUL
    // byte) is the request's fault: 400, never 500. Validation should have caught it first.
    if (!known && sqlState(error)?.startsWith('22')) {
      request.log.warn({ error: safeError(error) }, 'value refused by the database');
      const refused = new ApiError(400, 'bad_request', 'errors.bad_request');
      return reply.status(400).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, refused));
    }
    if (!known) {
      // Without parameters or quoted values: a failed query's are personal data (decision 0006).
      request.log.error({ error: safeError(error) }, 'unhandled error');
      const failure = new ApiError(500, 'server_error', 'errors.server');
      return reply.status(500).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, failure));
    }
    if (known.status === 401 || known.status === 403) {
      request.log.info({ status: known.status, code: known.code }, 'refused');
    }
    for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
    if (known.status === 401) reply.header('www-authenticate', WWW_AUTHENTICATE);
    return reply.status(known.status).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, known));
  });
}
