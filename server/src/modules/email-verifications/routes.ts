import { accountClaimSchema, emailVerificationSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError, conflict, tooManyAttempts, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { claimSecret, clearClaimCookie, linkBrowserHash, setClaimCookie } from '../../http/link-browser';
import { mayOpenLinkSession, sendLinkOutcome, startSession } from '../sessions';
import * as contract from './contract';
import { emailVerificationRequestSchema } from './contract';
import { completeClaim, followEmailLink, pendingClaim, resendVerification } from './service';

/** `{ data: { type, attributes: {} } }` without a token: the signed-in person asks for a new link. */
const asksForLink = (body: unknown) => {
  const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
  return attributes !== undefined && attributes !== null && !('token' in attributes);
};

export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/account_claims',
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' }, ...contract.createAccountClaim.config } },
    async (request, reply) => {
      const input = readResource(request, { type: 'account_claims', schema: accountClaimSchema });
      const secret = claimSecret(request);
      const result = secret ? await completeClaim(app.ctx, secret, input, request.locale, request.ip) : null;
      if (result === null) {
        clearClaimCookie(request, reply);
        throw new ApiError(404, 'invalid_token', 'errors.claim_expired');
      }
      if (result === 'wrong_password') {
        const message = request.t('validation.claim_password_wrong');
        throw validationFailed([{ field: 'password', pointer: '/data/attributes/password', message }]);
      }
      clearClaimCookie(request, reply);
      return startSession(app, request, reply, result.user, 201);
    },
  );

  app.post(
    '/api/email_verifications',
    {
      config: {
        // Every sign-up ends here (an office signing up behind one address included); the tokens
        // are 256-bit random, so the limit only stops hammering, not guessing.
        rateLimit: { max: 100, timeWindow: '15 minutes' },
        ...contract.createEmailVerification.config,
      },
    },
    async (request, reply) => {
      if (asksForLink(request.body)) {
        const user = requireUser(request);
        readResource(request, { type: 'email_verifications', schema: emailVerificationRequestSchema });
        const sent = await resendVerification(app.ctx, user, request.ip);
        if (sent === null) throw conflict('errors.email_already_verified');
        if (sent === 'limited') throw tooManyAttempts(60 * 60);
        return reply
          .status(202)
          .type(JSONAPI_MEDIA_TYPE)
          .send({ meta: { message: request.t('server:email_verification.sent') } });
      }
      const { token } = readResource(request, {
        type: 'email_verifications',
        schema: emailVerificationSchema,
      });
      const result = await followEmailLink(
        app.ctx,
        token,
        request.locale,
        request.ip,
        linkBrowserHash(request),
      );
      if (!result) {
        // This browser opened the link already and still holds its claim (a reload): ask again.
        const secret = claimSecret(request);
        const claimed = secret ? await pendingClaim(app.ctx, token, secret) : undefined;
        if (claimed) return sendLinkOutcome(reply, 'password_needed', claimed);
        throw new ApiError(404, 'invalid_token', 'errors.invalid_token');
      }
      if (result.claim) setClaimCookie(request, reply, result.claim);
      if (
        result.action === 'account_activated' &&
        mayOpenLinkSession(request, result.user, result.sameBrowser)
      ) {
        return startSession(app, request, reply, result.user, 201);
      }
      return sendLinkOutcome(reply, result.action, result.user);
    },
  );
}
