import type { FastifyInstance } from 'fastify';

/**
 * Sign-ups per network address and hour, for the API and the sign-up form counted together:
 * generous enough for an office whose staff sign up together behind one address during
 * onboarding, tight enough to stop scripted account creation.
 */
export const SIGN_UPS_PER_HOUR_PER_ADDRESS = 100;

/** The hook that counts a sign-up and refuses past the allowance (429, `Retry-After`). */
export type SignUpLimit = ReturnType<FastifyInstance['rateLimit']>;

/**
 * One limiter, hence one counter, for both routes that create accounts (POST /api/users and the
 * form's POST /sign-up). Each route's own `config.rateLimit` would not do: @fastify/rate-limit
 * gives every such route a store of its own, so a shared `groupId` still counted each route
 * apart (a script could make twice the allowance). Made once per app, after the rate-limit plugin.
 */
export function createSignUpLimit(app: FastifyInstance): SignUpLimit {
  return app.rateLimit({ max: SIGN_UPS_PER_HOUR_PER_ADDRESS, timeWindow: '1 hour' });
}
