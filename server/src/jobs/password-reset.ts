import { z } from 'zod';
import type { AppContext } from '../context';
import { REQUEST_PASSWORD_RESET, requestPasswordReset } from '../modules/password-resets/service';
import type { JobDefinition } from './queue';

/**
 * A reset request, after the API has answered: looks the address up, issues the token and
 * records the e-mail (none for an unknown address), then queues its delivery. The request
 * itself only validated and queued this job, so it takes the same time for every address.
 */
export function passwordResetJob(ctx: Pick<AppContext, 'db' | 'env' | 'jobs'>) {
  return {
    name: REQUEST_PASSWORD_RESET,
    // `browser`: the hash of the asking browser's nonce (http/link-browser.ts), never the nonce.
    payload: z.object({ email: z.string().max(320), browser: z.string().max(64).nullish() }),
    retryLimit: 3,
    async handle({ email, browser }) {
      await requestPasswordReset(ctx, email, browser ?? null);
    },
  } satisfies JobDefinition;
}
