import { INVITATIONS_PER_HOUR } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

/** The hook that counts an invitation e-mail and refuses past the hour's budget (429, `Retry-After`). */
export type SendingLimit = ReturnType<FastifyInstance['rateLimit']>;

/**
 * One limiter, hence one counter, for the two routes that e-mail someone an invitation (POST
 * /api/invitations and POST /api/invitations/:slug/resend): INVITATIONS_PER_HOUR per member,
 * whichever route spends it. A shared `config.rateLimit` on each route would not do:
 * @fastify/rate-limit gives every such route a store of its own, so each allowed the whole budget.
 * Counted per member (the network address only if no one is signed in, who is then refused 401
 * anyway), once the session is known (preHandler).
 */
export function createSendingLimit(app: FastifyInstance): SendingLimit {
  return app.rateLimit({
    max: INVITATIONS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `invitations:${request.currentUser?.id ?? request.ip}`,
    // "Too many attempts" would puzzle someone who has just sent fifty invitations: say what
    // happened and when they can send again.
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', 'errors.invitations_limited', {
        max: INVITATIONS_PER_HOUR,
        minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
      }),
  });
}
