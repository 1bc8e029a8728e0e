import type { FieldError } from '@evenkeel/common';

/**
 * An error a client can act on. `key` is a catalogue key: the error handler translates it into
 * the request's language for the JSON:API error's `detail`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fields: FieldError[] = [],
    /** Response headers that go with the error (`Retry-After` of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const badRequest = (key = 'errors.bad_request') => new ApiError(400, 'bad_request', key);
export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'errors.unauthenticated');
export const forbidden = () => new ApiError(403, 'forbidden', 'errors.forbidden');
/** Also for what exists but the actor may not know about (api.md). */
export const notFound = (key = 'errors.not_found') => new ApiError(404, 'not_found', key);
export const conflict = (key = 'errors.conflict') => new ApiError(409, 'conflict', key);

/** A 422 with one error per field; messages are already translated. */
export const validationFailed = (fields: FieldError[]) =>
  new ApiError(422, 'validation_failed', 'errors.validation', {}, fields);

/** A 429 that says how long to wait, in the message and in `Retry-After`. */
export const tooManyAttempts = (seconds: number, key = 'errors.rate_limited') =>
  new ApiError(429, 'rate_limited', key, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, [], {
    'retry-after': String(seconds),
  });
