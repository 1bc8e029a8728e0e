import {
  accountClaimSchema,
  accountMessageMeta,
  emailVerificationSchema,
  metaDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { ApiError, conflict, tooManyAttempts, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource } from '../../http/jsonapi';
import { claimSecret, clearClaimCookie, linkBrowserHash, setClaimCookie } from '../../http/link-browser';
import type { RouteDoc } from '../../http/route-doc';
import { queueDelivery } from '../../mail/outbox';
import {
  linkOutcomeDocument,
  mayOpenLinkSession,
  sendLinkOutcome,
  sessionDocument,
  startSession,
} from '../sessions/start-session';
import { completeClaim, followEmailLink, pendingClaim, resendVerification } from './service';

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
    "Follow an e-mailed link (`token`): a sign-up's link, in the browser that signed up (its `evenkeel_link` cookie), activates the account with that sign-up's password and signs in (201, `Location` GET /api/session), never in place of another account's session (then 200 with the outcome). In any other browser it activates nothing yet: it answers 200 with outcome `password_needed` and the account's address, and gives this browser alone a 30-minute claim (`evenkeel_claim` cookie) to finish with POST /api/account_claims; the sign-up's links die. An address change's link moves the account to the new address (200); an older confirmation link confirms the address (200). Without `token`, signed in and not yet verified: e-mails a new confirmation link (202; 401 signed out, 409 already verified, 429 more than 5 an hour). 422: invalid, or the new address already has an account",
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
    200: {
      description:
        'Done, and this browser is not signed in by it: what the link did and the address of its account',
      document: linkOutcomeDocument,
    },
    202: {
      description: 'A new confirmation link is on its way (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    401: 'Signed out (asking for a new link)',
    404: 'The link is invalid or expired',
    409: 'Already verified, or `data.type` is not email_verifications',
    429: 'Too many links asked for (`Retry-After`)',
  },
};

const claimDoc: RouteDoc = {
  operationId: 'createAccountClaim',
  tag: 'session',
  summary:
    "Finish a sign-up whose link was opened in this browser but not made in it (its `evenkeel_claim` cookie): with the password chosen when signing up (`password`) or a new one (`new_password`, allowed because the link proved the address). The account is activated with that password, every other session and link of it ends, and this browser is signed in (201). 404: no claim, or it expired; 422: not the sign-up's password, or the new one is refused",
  body: { type: 'account_claims', attributes: accountClaimSchema },
  location: '/api/session',
  responses: {
    201: {
      description: 'Account activated and signed in: your profile and a CSRF token',
      document: sessionDocument,
    },
    404: 'No claim in this browser, or it expired',
    409: '`data.type` is not account_claims',
    422: "Not the sign-up's password, or the new password is refused",
    429: 'Too many attempts (`Retry-After`)',
  },
};

export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/api/account_claims',
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' }, openapi: claimDoc } },
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
      for (const emailId of result.emailIds) await queueDelivery(app.ctx.jobs, emailId);
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
