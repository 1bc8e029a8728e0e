/**
 * What logs may say about a request and an error (security.md §16, decision 0006 "HTTP and
 * input"): paths and parameter names, never the values people typed; database errors without
 * the statement's parameters or the values the database quotes back.
 */

/**
 * Query parameters whose values are logged: paging, includes and the fixed choices of the API.
 * Every other value (`email`, `q`, `country_code`, `filter[…]`, tokens, positions) becomes "…".
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'page[number]',
  'page[size]',
  'include',
  'scope',
  'type',
  'reports',
  'sent',
  'filter[sent]',
  'period',
  'filter[period]',
  'view',
  'filter[view]',
  'lang',
  'sort',
]);

const loggedValue = (name: string) => LOGGED_QUERY_PARAMETERS.has(name) || /^fields\[[a-z_]+\]$/.test(name);

/** The most of a path a log line keeps. */
const LOGGED_PATH_MAX = 300;

/** The URL as a log line shows it: the path (tokens in it masked), parameter names, allowed values. */
export function logUrl(url: string): string {
  const at = url.indexOf('?');
  const whole = at === -1 ? url : url.slice(0, at);
  // A refused path may be kilobytes long (http/path-guard.ts): its start and its length.
  const kept =
    whole.length > LOGGED_PATH_MAX ? `${whole.slice(0, LOGGED_PATH_MAX)}…(${whole.length})` : whole;
  const path = kept.replace(/(\/password_resets\/)[^/?]+/, '$1…');
  if (at === -1) return path;
  const parts = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        name = rawName;
      }
      if (equals === -1) return rawName;
      return loggedValue(name) ? part : `${rawName}=…`;
    });
  return `${path}?${parts.join('&')}`;
}

type ErrorLike = Error & Record<string, unknown>;

/** Fields of a driver's error that name things, never values. */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'];

/** A PostgreSQL (pg or PGlite) error: SQLSTATE code and severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** Drizzle's wrapper: "Failed query: <sql>\nparams: <values>", the driver's error as `cause`. */
function isQueryError(error: ErrorLike): boolean {
  return error.name === 'DrizzleQueryError' || /^Failed query: /.test(error.message);
}

function safeMessage(error: ErrorLike): string {
  if (isQueryError(error)) {
    const query =
      typeof error.query === 'string' ? error.query : error.message.replace(/^Failed query: /, '');
    return `Failed query: ${query.split('\nparams:')[0]}`;
  }
  // PostgreSQL quotes the offending value back ('invalid input syntax for type integer: "…"').
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
  return error.message;
}

/** The stack's frames without its first line (which repeats the message, parameters included). */
function frames(error: ErrorLike): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const lines = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * An error as logs may hold it: type, message (database values masked), the naming fields of a
 * database error, stack frames, and the same for its causes. Never `params`, `query` values,
 * `detail` ("Key (email)=(…) already exists"), `where` or `hint`.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const e = error as ErrorLike;
  const out: Record<string, unknown> = { type: e.name, message: safeMessage(e) };
  if (isDatabaseError(e) || isQueryError(e)) {
    for (const field of NAMING_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  } else if (typeof e.code === 'string') {
    out.code = e.code;
  }
  const stack = frames(e);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
