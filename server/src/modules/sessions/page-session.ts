import type { FastifyReply, FastifyRequest } from 'fastify';
import { toDocument } from '../../http/jsonapi';
import { memberFirstPaint } from '../first-screens';
import { presentCurrentUser } from '../users/presenter';

/**
 * `GET /api/session`'s document for the signed-in user, with a fresh CSRF token (the secret's
 * cookie set on the reply when the browser has none yet). The app's page carries it too
 * (http/spa.ts), so a member's first screen does not wait for that request; null when signed out.
 */
export function signedInSessionDocument(request: FastifyRequest, reply: FastifyReply): object | null {
  if (!request.currentUser) return null;
  return toDocument(presentCurrentUser(request.currentUser, request.roleNames), {
    meta: { csrf_token: reply.generateCsrf() },
  });
}

/**
 * The session as the app's page at `pathname` carries it (http/spa.ts): the document, the page's
 * language, and what the page shows before the app has loaded (first-screens/first-paint.ts).
 */
export function pageSession(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const document = signedInSessionDocument(request, reply);
  const user = request.currentUser;
  return document && user ? { document, locale: user.locale, paint: memberFirstPaint(pathname, user) } : null;
}
