import { signInSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated, WWW_AUTHENTICATE } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { signedInSessionDocument } from './page-session';
import { signInWithinLimits } from './sign-in';
import { endSession } from './sign-out';
import { sessionDocument, startSession } from './start-session';

const getSessionDoc: RouteDoc = {
  operationId: 'getSession',
  tag: 'session',
  summary:
    'The signed-in user, and a CSRF token in `meta.csrf_token` (also when signed out: the 401 carries it)',
  responses: {
    200: { description: 'Signed in: your own profile', document: sessionDocument },
    401: 'Signed out (`meta.csrf_token` still given, `WWW-Authenticate`)',
  },
};

const signInDoc: RouteDoc = {
  operationId: 'createSession',
  tag: 'session',
  summary:
    'Sign in (a new session cookie; optional device fields register a native-app device). `Location` is GET /api/session',
  body: { type: 'sessions', attributes: signInSchema },
  location: '/api/session',
  responses: {
    201: { description: 'Signed in: your own profile and a fresh CSRF token', document: sessionDocument },
    401: 'Wrong e-mail or password',
    409: '`data.type` is not sessions',
    429: 'Too many failed attempts for this account, or for this address (`Retry-After`)',
  },
};

const signOutDoc: RouteDoc = {
  operationId: 'deleteSession',
  tag: 'session',
  summary: 'Sign out (the cookie is cleared); `device_token` also unregisters that native-app device',
  query: {
    params: {
      device_token: {
        description: "The native app's device token (OneSignal): that device stops receiving notifications",
      },
    },
  },
  responses: { 204: 'Signed out (also when no session was open)' },
};

const signOutFormDoc: RouteDoc = {
  operationId: 'signOutForm',
  tag: 'session',
  summary:
    'Classic form sign-out (native app links add `device_token`): clears the session and redirects to /sign-in with a toast',
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      required: ['authenticity_token'],
      properties: {
        authenticity_token: { type: 'string', description: 'The CSRF token (`meta.csrf_token`)' },
        device_token: { type: 'string', description: "The native app's device token to unregister" },
      },
    },
  },
  responses: { 303: { description: 'Signed out: to /sign-in', redirect: true } },
};

export async function sessionRoutes(app: FastifyInstance) {
  app.get('/api/session', { config: { openapi: getSessionDoc } }, async (request, reply) => {
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

  app.post('/api/session', { config: { openapi: signInDoc } }, async (request, reply) => {
    const input = readResource(request, { type: 'sessions', schema: signInSchema });
    const user = await signInWithinLimits(app.ctx.db, input, request.ip);
    return startSession(app, request, reply, user, 201);
  });

  // Classic form sign-out (native app links carry `device_token`): redirects with a flash toast.
  app.post('/sign-out', { config: { openapi: signOutFormDoc } }, async (request, reply) => {
    const body = (request.body ?? {}) as { device_token?: unknown };
    await signOut(app, request, typeof body.device_token === 'string' ? body.device_token : undefined);
    reply.clearSessionCookie();
    setFlash(reply, 'info', request.t('server:flash.signed_out'));
    return reply.redirect('/sign-in', 303);
  });

  app.delete('/api/session', { config: { openapi: signOutDoc } }, async (request, reply) => {
    const { device_token: deviceToken } = request.query as { device_token?: unknown };
    await signOut(app, request, typeof deviceToken === 'string' ? deviceToken : undefined);
    reply.clearSessionCookie();
    return reply.status(204).send();
  });
}

/** Ends the request's session on the server, unregistering the device when its token is given. */
async function signOut(app: FastifyInstance, request: FastifyRequest, deviceToken: string | undefined) {
  if (!request.session || !request.currentUser) return;
  await endSession(app.ctx.db, request.session.id, request.currentUser.id, deviceToken, request.ip);
}
