import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * `page[after]` of a keyset-paged list (an organization's members, its invitations): the last
 * row's sort keys as strings, base64url JSON. Opaque to clients; each list checks the parts it
 * wrote (`accept`), and any other value is a 422 naming the parameter, never a 500.
 */
export const encodeKeysetCursor = (parts: string[]): string =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

const MAX_CURSOR_LENGTH = 500;

export function decodeKeysetCursor(raw: unknown, accept: (parts: string[]) => boolean): string[] | null {
  if (raw === undefined || raw === '') return null;
  const refused = new ApiError(
    422,
    'invalid_page',
    'errors.invalid_cursor',
    {},
    [],
    {},
    { parameter: 'page[after]' },
  );
  if (typeof raw !== 'string' || raw.length > MAX_CURSOR_LENGTH) throw refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string') || !accept(parsed)) {
    throw refused;
  }
  return parsed;
}

/** `links` of a keyset page: the next page's cursor, no numbered pages. */
export function keysetLinks(request: FastifyRequest, next: string | null) {
  const url = new URL(request.url, 'http://localhost');
  const link = (after: string | null) => {
    const copy = new URLSearchParams(url.searchParams);
    if (after === null) copy.delete('page[after]');
    else copy.set('page[after]', after);
    return `${url.pathname}?${copy.toString()}`;
  };
  return {
    self: link(url.searchParams.get('page[after]')),
    first: link(null),
    prev: null,
    next: next ? link(next) : null,
    last: null,
  };
}
