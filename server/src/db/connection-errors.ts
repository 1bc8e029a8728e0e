/**
 * Errors that say the database is unavailable, not that the statement failed: the server was
 * shut down or restarted or is starting (57P01–57P03), it has no connection to spare (53300),
 * the database does not accept connections now (55000 "not currently accepting connections":
 * `ALTER DATABASE … ALLOW_CONNECTIONS false`), a connection-class SQLSTATE (08xxx), the socket
 * was cut, refused or went silent, or node-postgres found its client dead. A request that meets one answers 503 with
 * Retry-After; the pool replaces the connection and the next request works.
 */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection ended unexpectedly/,
  /^Connection terminated due to connection timeout/,
  /^Query read timeout/,
  /Cannot use a pool after calling end/,
];

/** Walks `cause` (Drizzle wraps driver errors in DrizzleQueryError) and AggregateError members. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  // Another service's failure with the same socket codes (an SMTP server's ETIMEDOUT).
  if ((error as { notDatabase?: unknown }).notDatabase === true) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // 55000 (object not in prerequisite state) also names statement failures; only this one is an outage.
  if (code === '55000' && typeof message === 'string' && /not currently accepting connections/.test(message))
    return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionError(inner, depth + 1)))
    return true;
  return isConnectionError(cause, depth + 1);
}
