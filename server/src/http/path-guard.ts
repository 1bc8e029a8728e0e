import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

/**
 * Paths no route can name (issue 26 §4.11): a segment longer than any slug or token, or one
 * whose percent-encoding does not decode. Fastify's router answered those itself (a raw 414 or
 * 400 echoing the path, without the security headers, the JSON:API error or a log line), before
 * any hook. Here they are noticed first (`rewriteUrl`, before routing) and sent to a path that
 * matches no route, so they go through every hook like any other request, and the not-found
 * handler answers with the error kept for them (`refusedPath`). A NUL or other control character
 * decodes fine and is refused by the input guard (404) or matches nothing (404).
 */

/** The longest path segment, decoded, any route accepts: slugs and tokens are far shorter. */
export const PATH_SEGMENT_MAX_LENGTH = 200;
/** The same as written (a character is at most 12 characters of `%XX`); also the router's limit. */
export const PATH_SEGMENT_MAX_RAW_LENGTH = 12 * PATH_SEGMENT_MAX_LENGTH;
/** Where a refused path is routed: a path under /api that matches nothing (never served). */
export const REFUSED_PATH = '/api/refused-path';

const refused = new WeakMap<IncomingMessage, 'too_long' | 'bad_encoding'>();

/** Why the path was refused, or undefined: a segment too long (414) or badly encoded (400). */
function refusal(path: string): 'too_long' | 'bad_encoding' | undefined {
  for (const segment of path.split('/')) {
    if (segment.length > PATH_SEGMENT_MAX_RAW_LENGTH) return 'too_long';
    if (segment.length <= PATH_SEGMENT_MAX_LENGTH && !segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'bad_encoding';
    }
    if (decoded.length > PATH_SEGMENT_MAX_LENGTH) return 'too_long';
  }
  return undefined;
}

/** Fastify's `rewriteUrl`: the URL as it is, or REFUSED_PATH (the reason kept for the request). */
export function rewriteRefusedPath(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  // Nearly every request: short and without escapes.
  if (path.length <= PATH_SEGMENT_MAX_LENGTH && !path.includes('%')) return url;
  const reason = refusal(path);
  if (reason === undefined) return url;
  refused.set(req, reason);
  return REFUSED_PATH;
}

/** The error for a refused path's request, or undefined for every other request. */
export function refusedPath(req: IncomingMessage): ApiError | undefined {
  const reason = refused.get(req);
  if (reason === undefined) return undefined;
  return reason === 'too_long'
    ? new ApiError(414, 'uri_too_long', 'errors.uri_too_long')
    : new ApiError(400, 'bad_request', 'errors.bad_url');
}
