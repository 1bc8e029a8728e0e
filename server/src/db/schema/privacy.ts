import {
  ACCESS_CLIENTS,
  ACCESS_DATA_KINDS,
  ACCESS_OUTCOMES,
  ACCESS_PURPOSES,
  ACCESS_VIEWER_ROLES,
  DATA_EXPORT_STATUSES,
} from '@evenkeel/common/privacy';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug } from './columns';

/**
 * A member's data export (issue 30, product.md §10): asked by the member, or prepared by a platform
 * administrator for a legal request (`requested_by_id` is then the administrator, `reason` the
 * request's reference). The job builds one ZIP into storage (`storage_key`); only the member
 * downloads it; the file is deleted at `expires_at` (status `expired`, the row kept as the record
 * that it happened). `requested_by_name` is kept as it was, so the list still says who asked after
 * that account is gone. The rows go with the member's account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    requestedByName: text('requested_by_name').notNull(),
    reason: text('reason'),
    locale: text('locale', { enum: ['en', 'fr'] }).notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_requested_idx').on(t.requestedAt),
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.storageKey} is not null`),
  ],
);

/**
 * A read-only link a member gives someone outside Evenkeel, a clinician say (issue 32 §5): their
 * insights, and if they chose, their check-up answers (never the safety answer) and their logs.
 * Only the token's SHA-256 is kept (`token_hash`); the token itself is shown once, at creation.
 * `code_hash` is set when the member asked for a 6-digit code passed on separately; failed code
 * attempts count in `failed_attempts` and lock the link until `locked_until`. A revoked or expired
 * link answers 410. Every opening is an access record (`access_records.share_link_id`).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who the member gives it to, in their own words ("Dr. Tremblay"); shown in their access log. */
    label: text('label'),
    tokenHash: text('token_hash').notNull(),
    includeAnswers: boolean('include_answers').notNull().default(false),
    includeLogs: boolean('include_logs').notNull().default(false),
    codeHash: text('code_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_unique').on(t.tokenHash),
    index('share_links_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * "Who saw my data" (issue 30): a read of a member's individual data by another person, shaped
 * like FHIR's AuditEvent (who, in what role, what, when, why, from which client, outcome). Reads
 * by the same viewer of the same kind, purpose, client and outcome within one hour (`hour`, the
 * read's time truncated to the hour in UTC) are one row with a `count`; `occurred_at` is the last.
 * `viewer_name` is the name as it was, so the member still knows who after that account is gone.
 * Kept a year (a job purges older rows); the rows go with the member's account; nobody but the
 * member reads them.
 */
export const accessRecords = pgTable(
  'access_records',
  {
    id: id(),
    slug: slug(),
    subjectUserId: bigint('subject_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: bigint('viewer_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** Set when the reader opened one of the member's share links (issue 32 §5); `viewer_id` is then null. */
    shareLinkId: bigint('share_link_id', { mode: 'number' }).references(() => shareLinks.id, {
      onDelete: 'set null',
    }),
    viewerName: text('viewer_name').notNull(),
    viewerRole: text('viewer_role', { enum: ACCESS_VIEWER_ROLES }).notNull(),
    dataKind: text('data_kind', { enum: ACCESS_DATA_KINDS }).notNull(),
    purpose: text('purpose', { enum: ACCESS_PURPOSES }).notNull(),
    client: text('client', { enum: ACCESS_CLIENTS }).notNull(),
    outcome: text('outcome', { enum: ACCESS_OUTCOMES }).notNull().default('success'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    uniqueIndex('access_records_coalesce_unique').on(
      t.subjectUserId,
      t.viewerId,
      t.dataKind,
      t.purpose,
      t.client,
      t.outcome,
      t.hour,
    ),
    // A share link's openings (no viewer account) coalesce per link and hour (ON CONFLICT with
    // this index's WHERE). Not NULLS NOT DISTINCT on the index above: two deleted viewers' rows,
    // both set to null, would then collide and stop the second account's deletion.
    uniqueIndex('access_records_link_coalesce_unique')
      .on(t.subjectUserId, t.shareLinkId, t.dataKind, t.purpose, t.client, t.outcome, t.hour)
      .where(sql`${t.shareLinkId} is not null`),
    index('access_records_subject_idx').on(t.subjectUserId, t.occurredAt),
    index('access_records_occurred_idx').on(t.occurredAt),
  ],
);
