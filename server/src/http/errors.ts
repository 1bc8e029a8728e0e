import type { FieldError } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';

/** Every `code` an error object may carry: clients branch on these, so they are a closed list. */
export type ErrorCode =
  | 'account_locked'
  | 'bad_request'
  | 'blocked'
  | 'checkup_exists_this_week'
  | 'checkup_week_counted'
  | 'client_generated_id'
  | 'conflict'
  | 'consent_answered'
  | 'consent_ended'
  | 'conversation_read_only'
  | 'cross_site'
  | 'csrf_invalid'
  | 'edit_window_closed'
  | 'email_unverified'
  | 'forbidden'
  | 'image_too_small'
  | 'invalid_credentials'
  | 'invalid_include'
  | 'invalid_page'
  | 'invalid_parameter'
  | 'invalid_query_parameter'
  | 'invalid_token'
  | 'invitation_expired'
  | 'invitation_withdrawn'
  | 'last_administrator'
  | 'last_organization_administrator'
  | 'message_deleted'
  | 'method_not_allowed'
  | 'not_a_document'
  | 'not_a_provider_invitation'
  | 'not_a_reporter'
  | 'not_acceptable'
  | 'not_an_image'
  | 'not_found'
  | 'organization_disabled'
  | 'places_unavailable'
  | 'provider_invitation'
  | 'rate_limited'
  | 'request_timeout'
  | 'server_error'
  | 'snooze_link_expired'
  | 'snooze_link_used'
  | 'too_large'
  | 'unauthenticated'
  | 'unavailable'
  | 'unsupported_media_type'
  | 'uri_too_long'
  | 'validation_failed';

/**
 * An error a client can act on. `key` is a catalogue key: the error handler translates it into
 * the request's language for the JSON:API error's `detail`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly key: ServerMessageKey,
    readonly params: Record<string, unknown> = {},
    readonly fields: FieldError[] = [],
    /** Response headers that go with the error (`Retry-After` of a 429). */
    readonly headers: Record<string, string> = {},
    /** The query parameter at fault (`source.parameter`). */
    readonly source: { parameter?: string } = {},
  ) {
    super(code);
  }
}

export const badRequest = (key: ServerMessageKey = 'errors.bad_request') =>
  new ApiError(400, 'bad_request', key);
/**
 * The challenge RFC 9110 requires on every 401: a session cookie, obtained by signing in at
 * POST /api/session (the "Cookie" scheme of draft-broyer-http-cookie-auth; decision 0007).
 */
export const WWW_AUTHENTICATE = 'Cookie realm="Evenkeel", form-action="/api/session"';
export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'errors.unauthenticated');
export const forbidden = () => new ApiError(403, 'forbidden', 'errors.forbidden');
/** Also for what exists but the actor may not know about (api.md). */
export const notFound = (key: ServerMessageKey = 'errors.not_found') => new ApiError(404, 'not_found', key);
/** A platform administrator locked the account (issue 31): no sign-in, no session, until unlocked. */
export const accountLocked = () => new ApiError(403, 'account_locked', 'errors.account_locked');
export const conflict = (key: ServerMessageKey = 'errors.conflict') => new ApiError(409, 'conflict', key);

/** A 422 with one error per field; messages are already translated. */
export const validationFailed = (fields: FieldError[]) =>
  new ApiError(422, 'validation_failed', 'errors.validation', {}, fields);

/** A 429 that says how long to wait, in the message and in `Retry-After`. */
export const tooManyAttempts = (seconds: number, key: ServerMessageKey = 'errors.rate_limited') =>
  new ApiError(429, 'rate_limited', key, { minutes: Math.max(1, Math.ceil(seconds / 60)) }, [], {
    'retry-after': String(seconds),
  });
