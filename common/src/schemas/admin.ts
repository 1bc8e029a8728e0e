import { z } from 'zod';
import { text } from './text';

/** The longest reason for locking or unlocking an account. */
export const ACCOUNT_LOCK_REASON_MAX_LENGTH = 500;

/**
 * `POST /api/accounts/{id}/lock` and `/unlock` (issue 31): the platform administrator says
 * why, kept with the account (a lock) and in the audit log (both).
 */
export const accountLockSchema = z
  .object({
    reason: text(ACCOUNT_LOCK_REASON_MAX_LENGTH, {
      min: 1,
      messages: {
        required: 'validation.account_lock_reason_required',
        tooLong: 'validation.account_lock_reason_too_long',
      },
    }),
  })
  .strict();
export type AccountLockInput = z.infer<typeof accountLockSchema>;

/** `GET /api/accounts?filter[email]=`: at least this many characters of an address. */
export const ACCOUNT_SEARCH_MIN_LENGTH = 3;
