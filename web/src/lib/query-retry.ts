import { ApiRequestError } from './api-client';

/**
 * TanStack Query's retry rule for the app: a refusal (4xx: not found, not shared with you,
 * signed out, invalid) is an answer, shown at once; only network failures and server errors
 * (5xx) are tried again, up to `attempts` more times.
 */
export function retryUnlessRefused(attempts = 3) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiRequestError && error.status < 500) return false;
    return failureCount < attempts;
  };
}
