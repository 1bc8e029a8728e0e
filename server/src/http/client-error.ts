import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { localeFromAcceptLanguage } from '@evenkeel/common';
import type { FastifyBaseLogger } from 'fastify';
import { translator } from '../i18n';
import { JSONAPI_MEDIA_TYPE } from './jsonapi';

type ClientError = Error & { code?: string; rawPacket?: unknown };

/** Where in the refused bytes the language is looked for (the request line and first headers). */
const LANGUAGE_SCAN_BYTES = 8 * 1024;

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a NUL or a space in the
 * path, a broken header, headers too large, too slow) never becomes a Fastify request, so no hook
 * runs. It is answered here like every other error (issue 26 §4.11): a JSON:API error object
 * with a translated detail (in the language its `Accept-Language` asks, when it can be found),
 * the security headers, `no-store`, and a request line in the log; then the socket closes, as
 * Node does. The refused bytes are neither echoed nor logged.
 */
export function clientErrorHandler(headers: [string, string][]) {
  // Fastify calls it bound to the instance (`this.log`).
  return function handle(this: unknown, error: ClientError, socket: Socket): void {
    const { log } = this as { log: FastifyBaseLogger };
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, key] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'request_timeout', 'errors.request_timeout'] as const)
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? ([431, 'too_large', 'errors.headers_too_large'] as const)
          : ([400, 'bad_request', 'errors.bad_request'] as const);
    const t = translator(localeFromAcceptLanguage(acceptLanguage(error.rawPacket)));
    const title = t(key);
    const body = JSON.stringify({ errors: [{ status: String(status), code, title, detail: title }] });
    log.info({ status, parser: error.code }, 'request');
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        `content-type: ${JSONAPI_MEDIA_TYPE}`,
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...headers.map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/** The `Accept-Language` header among the refused bytes, if it is there. */
function acceptLanguage(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const head = raw.subarray(0, LANGUAGE_SCAN_BYTES).toString('latin1');
  const match = /(?:^|\r\n)accept-language:[ \t]*([^\r\n]{0,200})/i.exec(head);
  return match?.[1];
}
