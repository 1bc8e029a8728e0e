import {
  accountMessageMeta,
  metaDocument,
  normalizeEmail,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { bindLinkBrowser, linkBrowserHash } from '../../http/link-browser';
import type { RouteDoc } from '../../http/route-doc';
import { REQUEST_PASSWORD_RESET } from '../../jobs/password-reset';
import {
  linkOutcomeDocument,
  mayOpenLinkSession,
  sendLinkOutcome,
  sessionDocument,
  startSession,
} from '../sessions/start-session';
import { resetPassword } from './service';

const requestResetDoc: RouteDoc = {
  operationId: 'createPasswordReset',
  tag: 'session',
  summary:
    'E-mail a password reset link (the same 202 whether the account exists or not); the link signs in only this browser (the `evenkeel_link` cookie set here)',
  body: { type: 'password_resets', attributes: passwordResetRequestSchema },
  responses: {
    202: {
      description: 'A link is on its way if the account exists (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    409: '`data.type` is not password_resets',
    429: 'Too many requests for this address (`Retry-After`)',
  },
};

const resetDoc: RouteDoc = {
  operationId: 'updatePasswordReset',
  tag: 'session',
  summary:
    "Choose a new password with the e-mailed token (`data.id` repeats it); voids every other link of the account and ends its sessions. Signs in (the session document) only the browser that asked for the link and never in place of another account's session; elsewhere answers the outcome and the account's address, signing nothing in",
  body: { type: 'password_resets', attributes: passwordResetSchema, idRequired: true },
  responses: {
    200: {
      description:
        'Signed in (your profile and a fresh CSRF token), or, in another browser, what happened and the address to sign in with',
      document: {
        schema: sessionDocument.schema.or(linkOutcomeDocument.schema),
        types: sessionDocument.types,
      },
    },
    404: 'The link is invalid or expired',
    409: '`data.type` is not password_resets, or `data.id` is not the token in the path',
    429: 'Too many attempts (`Retry-After`)',
  },
};

export async function passwordResetRoutes(app: FastifyInstance) {
  app.post(
    '/api/password_resets',
    {
      config: {
        rateLimit: { max: 5, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: resetKey },
        openapi: requestResetDoc,
      },
    },
    async (request, reply) => {
      const { email } = readResource(request, {
        type: 'password_resets',
        schema: passwordResetRequestSchema,
      });
      // No lookup here: the job does it, so every address takes the same time to answer.
      await app.ctx.jobs.send(REQUEST_PASSWORD_RESET, { email, browser: bindLinkBrowser(request, reply) });
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:password_reset.sent') } });
    },
  );

  app.patch<{ Params: { token: string } }>(
    '/api/password_resets/:token',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes' },
        openapi: resetDoc,
      },
    },
    async (request, reply) => {
      const { password } = readResource(request, {
        type: 'password_resets',
        schema: passwordResetSchema,
        id: request.params.token,
      });
      const result = await resetPassword(
        app.ctx,
        request.params.token,
        password,
        request.locale,
        request.ip,
        linkBrowserHash(request),
      );
      if (!result) throw new ApiError(404, 'invalid_token', 'errors.invalid_token');
      if (mayOpenLinkSession(request, result.user, result.sameBrowser)) {
        return startSession(app, request, reply, result.user, 200);
      }
      return sendLinkOutcome(reply, 'password_reset', result.user);
    },
  );
}

function resetKey(request: FastifyRequest): string {
  const body = request.body as { data?: { attributes?: { email?: unknown } } } | undefined;
  const email = body?.data?.attributes?.email;
  return `${request.ip}:${typeof email === 'string' ? normalizeEmail(email).slice(0, 254) : ''}`;
}
