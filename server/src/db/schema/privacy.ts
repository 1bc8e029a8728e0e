import {
  ACCESS_CLIENTS,
  ACCESS_DATA_KINDS,
  ACCESS_OUTCOMES,
  ACCESS_PURPOSES,
  ACCESS_VIEWER_ROLES,
  DATA_EXPORT_STATUSES,
} from '@evenkeel/common/privacy';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id, slug } from './columns';

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
    index('access_records_subject_idx').on(t.subjectUserId, t.occurredAt),
    index('access_records_occurred_idx').on(t.occurredAt),
  ],
);
