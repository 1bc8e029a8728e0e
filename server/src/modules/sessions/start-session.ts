import { currentUserResource, singleDocument } from '@evenkeel/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createSession, destroySession, findRoleNames } from '../../auth/sessions';
import type { User } from '../../auth/user';
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
