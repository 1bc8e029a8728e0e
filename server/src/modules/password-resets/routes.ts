import { normalizeEmail, passwordResetRequestSchema, passwordResetSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { bindLinkBrowser, linkBrowserHash } from '../../http/link-browser';
import { mayOpenLinkSession, sendLinkOutcome, startSession } from '../sessions';
import type { TokenParams } from './contract';
import * as contract from './contract';
import { REQUEST_PASSWORD_RESET, resetPassword } from './service';

export async function passwordResetRoutes(app: FastifyInstance) {
  app.post(
    '/api/password_resets',
    {
      config: {
        rateLimit: { max: 5, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: resetKey },
        ...contract.createPasswordReset.config,
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

  app.patch<TokenParams>(
    '/api/password_resets/:token',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes' },
        ...contract.updatePasswordReset.config,
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
