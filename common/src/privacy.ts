/**
 * Privacy operations (issue 30, product.md §10): a member's data export, the platform's user data
 * export list and "who saw my data". The codes below travel in the API and are stored as they are;
 * the words for them are catalogue keys (`privacy.*` in both languages).
 */

/** An export's life: queued → running → ready (built; the member is told) → delivered (the member
 * downloaded it) → expired (the file deleted after `EXPORT_KEEP_DAYS`); failed after its retries. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'delivered', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One request of a member's own per this many hours (429 with when the next one is possible). */
export const EXPORT_COOLDOWN_HOURS = 24;
/** The file is deleted this many days after it is ready. */
export const EXPORT_KEEP_DAYS = 7;
/** An administrator's reason: the legal request's reference. */
export const EXPORT_REASON_MAX_LENGTH = 500;
/** The export's format version, in its manifest. */
export const EXPORT_FORMAT_VERSION = 1;

/** What kind of a member's individual data was read. */
export const ACCESS_DATA_KINDS = [
  'insights',
  'checkups',
  'logs',
  'provider_documents',
  'data_export',
  'account',
] as const;
export type AccessDataKind = (typeof ACCESS_DATA_KINDS)[number];

/** In what role the viewer read it. `self` only for the member's own export downloads. */
export const ACCESS_VIEWER_ROLES = [
  'connection',
  'group_administrator',
  'organization_administrator',
  'provider',
  'member',
  'platform_administrator',
  'self',
  /** Someone who opened one of the member's share links (issue 32 §5): no account, named by the link's label. */
  'link_holder',
] as const;
export type AccessViewerRole = (typeof ACCESS_VIEWER_ROLES)[number];

/** Why the read was allowed: the relationship or the request behind it. */
export const ACCESS_PURPOSES = [
  /** The member shares their results with this connection. */
  'connection',
  /** The member consented, by person, to this group administrator (decision 0011). */
  'result_consent',
  /** A member opened a provider's licence or document in the care center. */
  'care_center',
  /** A platform administrator prepared an export for a legal request. */
  'legal_request',
  /** A platform administrator acted on the account (lock, unlock, verification). */
  'account_support',
  /** The member downloaded their own export. */
  'own_export',
  /** The member gave a read-only link to someone outside Evenkeel (issue 32 §5). */
  'share_link',
] as const;
export type AccessPurpose = (typeof ACCESS_PURPOSES)[number];

/** Where the read came from: the web app (a browser) or another API client. */
export const ACCESS_CLIENTS = [
  'web',
  'api',
  /** A share link's page, opened in a browser without an account (issue 32 §5). */
  'link_page',
  /** A share link's FHIR file, downloaded. */
  'link_file',
] as const;
export type AccessClient = (typeof ACCESS_CLIENTS)[number];

export const ACCESS_OUTCOMES = ['success', 'refused'] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];

/** Access records are kept a year, then purged by a job. */
export const ACCESS_RECORD_KEEP_DAYS = 365;
/** Reads by the same viewer of the same kind within one hour are one record with a count. */
export const ACCESS_COALESCE_MINUTES = 60;

/**
 * A read-only link a member gives someone outside Evenkeel (issue 32 §5, docs/decisions/0029):
 * valid 1 to 30 days, at most 5 active a member, optionally behind a 6-digit code that locks the
 * link for 15 minutes after 5 wrong tries.
 */
export const SHARE_LINK_MIN_DAYS = 1;
export const SHARE_LINK_MAX_DAYS = 30;
export const SHARE_LINK_MAX_ACTIVE = 5;
export const SHARE_LINK_CODE_LENGTH = 6;
export const SHARE_LINK_CODE_ATTEMPTS = 5;
export const SHARE_LINK_LOCK_MINUTES = 15;
/** How long a correct code opens the link in that browser. */
export const SHARE_LINK_CODE_COOKIE_MINUTES = 30;
export const SHARE_LINK_LABEL_MAX_LENGTH = 80;
/** What the member's list says of a link: still opens, past its date, or revoked. */
export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];
