import { currentUserResource, linkOutcomeMeta, metaDocument, singleDocument } from '@evenkeel/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createSession, destroySession, findRoleNames } from '../../auth/sessions';
import type { User } from '../../auth/user';
import { accountLocked } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { presentCurrentUser } from '../users/presenter';

/**
 * The signed-in user's own profile, with the CSRF token for the next unsafe request: the answer
 * of every route that signs someone in (sign-in, a password reset, an activation link).
 */
export const sessionDocument = singleDocument(currentUserResource, {
  meta: z.object({ csrf_token: z.string() }).strict(),
});

/** Opens a fresh session (a new id at every sign-in, the old one ended) and sets its cookie. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
) {
  // A link (a reset, an activation) opens no session for a locked account either (issue 31).
  if (user.lockedAt) throw accountLocked();
  if (request.session) await destroySession(app.ctx.db, request.session.id);
  const token = await createSession(app.ctx.db, user.id, request.headers['user-agent']);
  reply.setSessionCookie(token);
}

/** Starts a fresh session and answers with the user and a CSRF token. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  status: number,
) {
  await openSession(app, request, reply, user);
  return reply
    .status(status)
    .type(JSONAPI_MEDIA_TYPE)
    .send(
      toDocument(presentCurrentUser(user, await findRoleNames(app.ctx.db, user.id)), {
        meta: { csrf_token: reply.generateCsrf() },
      }),
    );
}

/** What a link answers when it does not sign this browser in (decision 0012-links-open-sessions). */
export const linkOutcomeDocument = metaDocument(linkOutcomeMeta);

/**
 * Whether following a link may sign this browser in to `user`: only the browser that asked for
 * the link (`sameBrowser`), and never in place of another account's session (a browser signed in
 * as someone else stays so; the page says whose account the link was for).
 */
export function mayOpenLinkSession(request: FastifyRequest, user: User, sameBrowser: boolean): boolean {
  if (!sameBrowser) return false;
  return !request.currentUser || request.currentUser.id === user.id;
}

/** The answer of a link that did not sign this browser in: what it did, and for which address. */
export function sendLinkOutcome(
  reply: FastifyReply,
  outcome: 'account_activated' | 'password_needed' | 'email_verified' | 'email_changed' | 'password_reset',
  user: User,
) {
  return reply
    .status(200)
    .type(JSONAPI_MEDIA_TYPE)
    .send({ meta: { outcome, email: user.email, signed_in: false } });
}
