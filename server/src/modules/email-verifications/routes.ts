import { emailVerificationSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { readResource } from '../../http/jsonapi';
import { queueDelivery } from '../../mail/outbox';
import { recordAudit } from '../audit/service';
import { startSession } from '../sessions/routes';
import { followEmailLink } from './service';

export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/email_verifications',
    {
      config: {
        rateLimit: { max: 20, timeWindow: '15 minutes' },
        openapi: {
          tag: 'session',
          summary:
            "Follow an e-mailed link: a sign-up's link activates the account with that sign-up's password and signs in (201); an address change's link moves the account to the new address (204); an older confirmation link confirms the address (204)",
          resourceType: 'email_verifications',
          attributes: emailVerificationSchema,
          responses: {
            201: 'users',
            204: 'confirmed',
            404: 'invalid or expired link',
            422: 'invalid, or the new address already has an account',
          },
        },
      },
    },
    async (request, reply) => {
      const { token } = readResource(request, {
        type: 'email_verifications',
        schema: emailVerificationSchema,
      });
      const result = await followEmailLink(app.ctx, token, request.locale);
      if (!result) throw new ApiError(404, 'invalid_token', 'errors.invalid_token');
      for (const emailId of result.emailIds) await queueDelivery(app.ctx.jobs, emailId);
      await recordAudit(app.ctx.db, { action: result.action, actorId: result.user.id, ip: request.ip });
      if (result.action === 'account_activated') {
        return startSession(app, request, reply, result.user, 201);
      }
      return reply.status(204).send();
    },
  );
}
