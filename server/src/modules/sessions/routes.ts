import { signInSchema } from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devices } from '../../db/schema';
import { AttemptLimiter, DistinctAttemptLimiter } from '../../http/attempt-limiter';
import { ApiError, tooManyAttempts, unauthenticated } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { recordAudit } from '../audit/service';
import { presentCurrentUser } from '../users/presenter';
import { createSession, destroySession, findRoleNames } from './service';
import { signIn } from './sign-in';

/** Starts a fresh session (a new id at every sign-in) and answers with the user and a CSRF token. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Parameters<typeof presentCurrentUser>[0],
  status: number,
) {
  if (request.session) await destroySession(app.ctx.db, request.session.id);
  const token = await createSession(app.ctx.db, user.id, request.headers['user-agent']);
  reply.setSessionCookie(token);
  return reply
    .status(status)
    .type(JSONAPI_MEDIA_TYPE)
    .send(
      toDocument(presentCurrentUser(user, await findRoleNames(app.ctx.db, user.id)), {
        meta: { csrf_token: reply.generateCsrf() },
      }),
    );
}

/** 10 failed sign-ins per address and account in 15 minutes, then 429 (security.md §7). */
export const SIGN_IN_FAILURES_ALLOWED = 10;
/**
 * Accounts (known or not) a client address failed to sign in to within 15 minutes, then 429 for
 * every account from that address (password spraying, decision 0006). One person mistyping
 * counts once; a success does not clear the count, so one good account cannot reset it.
 */
export const SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS = 50;
const SIGN_IN_WINDOW_MS = 15 * 60_000;

export async function sessionRoutes(app: FastifyInstance) {
  const signInFailures = new AttemptLimiter(SIGN_IN_FAILURES_ALLOWED, SIGN_IN_WINDOW_MS);
  const addressFailures = new DistinctAttemptLimiter(SIGN_IN_FAILED_ACCOUNTS_PER_ADDRESS, SIGN_IN_WINDOW_MS);
  app.get(
    '/api/session',
    {
      config: {
        openapi: {
          tag: 'session',
          summary: 'The signed-in user, and a CSRF token in meta.csrf_token (also when signed out)',
          responses: { 200: 'users', 401: 'signed out' },
        },
      },
    },
    async (request, reply) => {
      const csrf = reply.generateCsrf();
      if (!request.currentUser) {
        const error = unauthenticated();
        const t = request.t;
        return reply
          .status(401)
          .type(JSONAPI_MEDIA_TYPE)
          .send({
            errors: [{ status: '401', code: error.code, title: t(error.key), detail: t(error.key) }],
            meta: { csrf_token: csrf },
          });
      }
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(presentCurrentUser(request.currentUser, request.roleNames), {
          meta: { csrf_token: csrf },
        }),
      );
    },
  );

  app.post(
    '/api/session',
    {
      config: {
        openapi: {
          tag: 'session',
          summary: 'Sign in (optional device fields register a native-app device)',
          resourceType: 'sessions',
          attributes: signInSchema,
          responses: {
            201: 'users',
            401: 'wrong e-mail or password',
            422: 'invalid',
            429: 'too many attempts',
          },
        },
      },
    },
    async (request, reply) => {
      const input = readResource(request, { type: 'sessions', schema: signInSchema });
      // The schema trimmed, NFC-normalised and lower-cased the address: one key per account.
      const key = `${request.ip}:${input.email}`;
      const fromAddress = addressFailures.waitSeconds(request.ip);
      if (fromAddress > 0) throw tooManyAttempts(fromAddress, 'errors.sign_in_address_limited');
      const forAccount = signInFailures.waitSeconds(key);
      if (forAccount > 0) throw tooManyAttempts(forAccount);
      const user = await signIn(app.ctx.db, input);
      if (!user) {
        signInFailures.fail(key);
        addressFailures.fail(request.ip, input.email);
        await recordAudit(app.ctx.db, { action: 'sign_in_failed', ip: request.ip });
        throw new ApiError(401, 'invalid_credentials', 'errors.invalid_credentials');
      }
      signInFailures.succeed(key);
      await recordAudit(app.ctx.db, { action: 'sign_in', actorId: user.id, ip: request.ip });
      return startSession(app, request, reply, user, 201);
    },
  );

  // Classic form sign-out (native app links carry `device_token`): redirects with a flash toast.
  app.post(
    '/sign-out',
    {
      config: {
        openapi: {
          tag: 'session',
          summary: 'Form post sign-out (authenticity_token, optional device_token); redirects to /sign-in',
          responses: { 303: 'signed out' },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { device_token?: unknown };
      await endSession(app, request, typeof body.device_token === 'string' ? body.device_token : undefined);
      reply.clearSessionCookie();
      setFlash(reply, 'info', request.t('server:flash.signed_out'));
      return reply.redirect('/sign-in', 303);
    },
  );

  app.delete(
    '/api/session',
    {
      config: {
        openapi: {
          tag: 'session',
          summary: 'Sign out; `?device_token=` unregisters that device',
          responses: { 204: 'signed out' },
        },
      },
    },
    async (request, reply) => {
      const { device_token: deviceToken } = request.query as { device_token?: string };
      if (request.session && request.currentUser) {
        if (deviceToken) {
          await app.ctx.db
            .delete(devices)
            .where(and(eq(devices.userId, request.currentUser.id), eq(devices.oneSignalToken, deviceToken)));
        }
        await destroySession(app.ctx.db, request.session.id);
        await recordAudit(app.ctx.db, {
          action: 'sign_out',
          actorId: request.currentUser.id,
          ip: request.ip,
        });
      }
      reply.clearSessionCookie();
      return reply.status(204).send();
    },
  );
}

/** Ends the request's session on the server, unregistering the device when its token is given. */
async function endSession(app: FastifyInstance, request: FastifyRequest, deviceToken: string | undefined) {
  if (!request.session || !request.currentUser) return;
  if (deviceToken) {
    await app.ctx.db
      .delete(devices)
      .where(and(eq(devices.userId, request.currentUser.id), eq(devices.oneSignalToken, deviceToken)));
  }
  await destroySession(app.ctx.db, request.session.id);
  await recordAudit(app.ctx.db, { action: 'sign_out', actorId: request.currentUser.id, ip: request.ip });
}
