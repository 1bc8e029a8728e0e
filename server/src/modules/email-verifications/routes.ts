import { accountMessageMeta, emailVerificationSchema, metaDocument } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { ApiError, conflict, tooManyAttempts } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { queueDelivery } from '../../mail/outbox';
import { sessionDocument, startSession } from '../sessions/start-session';
import { followEmailLink, resendVerification } from './service';

/** `{ data: { type, attributes: {} } }` without a token: the signed-in person asks for a new link. */
const asksForLink = (body: unknown) => {
  const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
  return attributes !== undefined && attributes !== null && !('token' in attributes);
};

const emailVerificationRequestSchema = z.strictObject({});

const verificationDoc: RouteDoc = {
  operationId: 'createEmailVerification',
  tag: 'session',
  summary:
    "Follow an e-mailed link (`token`): a sign-up's link activates the account with that sign-up's password and signs in (201, `Location` GET /api/session); an address change's link moves the account to the new address (204); an older confirmation link confirms the address (204). Without `token`, signed in and not yet verified: e-mails a new confirmation link (202; 401 signed out, 409 already verified, 429 more than 5 an hour). 422: invalid, or the new address already has an account",
  // Either body: a link's `token`, or no attribute at all (a new link).
  body: {
    type: 'email_verifications',
    attributes: z.union([emailVerificationSchema, emailVerificationRequestSchema]),
  },
  location: '/api/session',
  responses: {
    201: {
      description: 'Account activated and signed in: your profile and a CSRF token',
      document: sessionDocument,
    },
    202: {
      description: 'A new confirmation link is on its way (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    204: 'Confirmed',
    401: 'Signed out (asking for a new link)',
    404: 'The link is invalid or expired',
    409: 'Already verified, or `data.type` is not email_verifications',
    429: 'Too many links asked for (`Retry-After`)',
  },
};

export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/email_verifications',
    {
      config: {
        // Every sign-up ends here (an office signing up behind one address included); the tokens
        // are 256-bit random, so the limit only stops hammering, not guessing.
        rateLimit: { max: 100, timeWindow: '15 minutes' },
        openapi: verificationDoc,
      },
    },
    async (request, reply) => {
      if (asksForLink(request.body)) {
        const user = requireUser(request);
        readResource(request, { type: 'email_verifications', schema: emailVerificationRequestSchema });
        const emailId = await resendVerification(app.ctx, user, request.ip);
        if (emailId === null) throw conflict('errors.email_already_verified');
        if (emailId === 'limited') throw tooManyAttempts(60 * 60);
        await queueDelivery(app.ctx.jobs, emailId);
        return reply
          .status(202)
          .type(JSONAPI_MEDIA_TYPE)
          .send({ meta: { message: request.t('server:email_verification.sent') } });
      }
      const { token } = readResource(request, {
        type: 'email_verifications',
        schema: emailVerificationSchema,
      });
      const result = await followEmailLink(app.ctx, token, request.locale, request.ip);
      if (!result) throw new ApiError(404, 'invalid_token', 'errors.invalid_token');
      for (const emailId of result.emailIds) await queueDelivery(app.ctx.jobs, emailId);
      if (result.action === 'account_activated') {
        return startSession(app, request, reply, result.user, 201);
      }
      return reply.status(204).send();
    },
  );
}
