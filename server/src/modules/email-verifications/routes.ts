import { emailVerificationSchema } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readResource } from '../../http/jsonapi';
import { consumeToken } from '../email-tokens/service';

export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/email_verifications',
    {
      config: {
        rateLimit: { max: 20, timeWindow: '15 minutes' },
        openapi: {
          tag: 'session',
          summary: 'Confirm an e-mail address with the e-mailed token',
          resourceType: 'email_verifications',
          attributes: emailVerificationSchema,
          responses: { 204: 'confirmed', 404: 'invalid or expired link', 422: 'invalid' },
        },
      },
    },
    async (request, reply) => {
      const { token } = readResource(request, {
        type: 'email_verifications',
        schema: emailVerificationSchema,
      });
      const verified = await app.ctx.db.transaction(async (tx) => {
        const user = await consumeToken(tx, token, 'verify_email');
        if (!user) return false;
        await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
        return true;
      });
      if (!verified) throw new ApiError(404, 'invalid_token', 'errors.invalid_token');
      return reply.status(204).send();
    },
  );
}
