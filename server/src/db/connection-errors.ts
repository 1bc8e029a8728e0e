/**
 * Errors that say the database connection, not the statement, failed: the server was shut
 * down or restarted (57P01–57P03), a connection-class SQLSTATE (08xxx), the socket was cut or
 * refused, or node-postgres found its client dead. A request that meets one answers 503 with
 * Retry-After; the pool replaces the connection and the next request works.
 */
const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
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
  /Cannot use a pool after calling end/,
];

/** Walks `cause` (Drizzle wraps driver errors in DrizzleQueryError) and AggregateError members. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionError(inner, depth + 1)))
    return true;
  return isConnectionError(cause, depth + 1);
}
