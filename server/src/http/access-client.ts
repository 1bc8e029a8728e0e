import type { AccessClient } from '@evenkeel/common/privacy';
import type { FastifyRequest } from 'fastify';

/**
 * Which client a read came from, for "who saw my data": a browser sends `Sec-Fetch-Site` with
 * every request it makes (the web app), other API clients (the native app, scripts) do not.
 */
export function accessClientOf(request: FastifyRequest): AccessClient {
  return request.headers['sec-fetch-site'] ? 'web' : 'api';
}
