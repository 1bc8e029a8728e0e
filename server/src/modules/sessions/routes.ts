import { signInSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated, WWW_AUTHENTICATE } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import * as contract from './contract';
import { signedInSessionDocument } from './page-session';
import { signInWithinLimits } from './sign-in';
import { endSession } from './sign-out';
import { startSession } from './start-session';

export async function sessionRoutes(app: FastifyInstance) {
  app.get('/api/session', contract.getSession, async (request, reply) => {
    const signedIn = signedInSessionDocument(request, reply);
    if (signedIn) return reply.type(JSONAPI_MEDIA_TYPE).send(signedIn);
    const error = unauthenticated();
    const t = request.t;
    return reply
      .status(401)
      .header('www-authenticate', WWW_AUTHENTICATE)
      .type(JSONAPI_MEDIA_TYPE)
      .send({
        errors: [{ status: '401', code: error.code, title: t(error.key), detail: t(error.key) }],
        meta: { csrf_token: reply.generateCsrf() },
      });
  });

  app.post('/api/session', contract.createSession, async (request, reply) => {
    const input = readResource(request, { type: 'sessions', schema: signInSchema });
    const user = await signInWithinLimits(app.ctx.db, input, request.ip);
    return startSession(app, request, reply, user, 201);
  });

  // Classic form sign-out (native app links carry `device_token`): redirects with a flash toast.
  app.post('/sign-out', contract.signOutForm, async (request, reply) => {
    const body = (request.body ?? {}) as { device_token?: unknown };
    await signOut(app, request, typeof body.device_token === 'string' ? body.device_token : undefined);
    reply.clearSessionCookie();
    setFlash(reply, 'info', request.t('server:flash.signed_out'));
    return reply.redirect('/sign-in', 303);
  });

  app.delete('/api/session', contract.deleteSession, async (request, reply) => {
    const { device_token: deviceToken } = request.query as { device_token?: unknown };
    await signOut(app, request, typeof deviceToken === 'string' ? deviceToken : undefined);
    reply.clearSessionCookie();
    return reply.status(204).send();
  });
}

/** Ends the request's session on the server, unregistering the device when its token is given. */
async function signOut(app: FastifyInstance, request: FastifyRequest, deviceToken: string | undefined) {
  if (!request.session || !request.currentUser) return;
  await endSession(app.ctx, request.session.id, request.currentUser.id, deviceToken, request.ip);
}
