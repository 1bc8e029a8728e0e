/** Chat and video (issue 29, product.md §7): limits shared by the server and the web app. */

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** The longest note on a report. */
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** A message can be edited for this long after it was sent. */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Messages one person may send in a minute (429 beyond). */
export const MESSAGES_PER_MINUTE = 30;
/** Messages in one page of a conversation (HTTP and the socket's resume pages). */
export const MESSAGE_PAGE_SIZE = 200;
/** A message unread this long brings one e-mail and push… */
export const UNREAD_NOTIFY_AFTER_MS = 10 * 60 * 1000;
/** …and at most one per conversation in this long. */
export const UNREAD_NOTIFY_EVERY_MS = 60 * 60 * 1000;
/** A call that nobody answers is missed after this long. */
export const CALL_RING_MS = 30 * 1000;
/** TURN credentials live this long, and are refreshed at half their life. */
export const TURN_CREDENTIAL_TTL_SECONDS = 24 * 60 * 60;
/** The report keeps the reported message and this many before it. */
export const REPORT_CONTEXT_MESSAGES = 10;
/** The largest frame the socket accepts from a client, in bytes (security.md 12). */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;
/** The socket's path. */
export const SOCKET_PATH = '/api/socket';

/**
 * Close codes: the session ended (signed out, expired, account locked or deleted): do not
 * reconnect, say so; the Origin was refused. Any other close is reconnected with backoff.
 */
export const SOCKET_CLOSE_SESSION_ENDED = 4401;
export const SOCKET_CLOSE_FORBIDDEN = 4403;
