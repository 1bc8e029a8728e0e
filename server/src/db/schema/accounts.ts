import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sortKeySql } from '../sort-key';
import { createdAt, id, slug, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    slug: slug(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    platformAdmin: boolean('platform_admin').notNull().default(false),
    birthdate: date('birthdate', { mode: 'string' }),
    profilePictureUrl: text('profile_picture_url'),
    timezone: text('timezone'),
    // Location (spec §3), as the places provider returned it for `google_place_id`.
    locality: text('locality'),
    administrativeArea: text('administrative_area'),
    administrativeAreaCode: text('administrative_area_code'),
    country: text('country'),
    countryCode: text('country_code'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    googlePlaceId: text('google_place_id'),
    /**
     * product.md §11. The column default is 'done' so accounts that existed before onboarding
     * (and demo and bootstrap accounts) skip it; sign-up sets 'language' explicitly.
     */
    onboardingStep: text('onboarding_step', {
      enum: ['language', 'birthdate', 'location', 'reminders', 'checkup', 'done'],
    })
      .notNull()
      .default('done'),
    /**
     * Bumped in the transaction of every write that changes what insights show (a check-up
     * stored or replaced, a log created, updated or deleted): the insights cache's key
     * (modules/insights/cache.ts), read with the row each request loads anyway.
     */
    resultsVersion: integer('results_version').notNull().default(0),
    /**
     * Issue 31: a platform administrator locked the account (every session ended, sign-in refused
     * with a clear message) and why; null while it is open.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: text('lock_reason'),
    /**
     * Issue 31: the last sign-in or check-up, for administrators' member lists, which show only its
     * week (never a result). Set by sign-in and by storing a check-up.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /**
     * What the organization members list sorts and searches names by (db/sort-key.ts), stored so
     * a page of 10,000 members walks an index instead of folding every name (issue 31's bench).
     */
    sortLastName: text('sort_last_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`last_name`)),
    sortFirstName: text('sort_first_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`first_name`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_name_order_idx').on(t.sortLastName, t.sortFirstName, t.id),
    index('users_last_active_order_idx').on(sql`coalesce(${t.lastActiveAt}, '-infinity'::timestamptz)`, t.id),
    // Issue 31: an organization's members searched by any part of a name (first then last, or last
    // then first) or of the e-mail address, through trigrams (pg_trgm, migration 0026) instead of
    // reading every member: modules/organization-members/queries.ts searches this expression.
    index('users_member_search_idx').using(
      'gin',
      sql`(${t.sortFirstName} || ' ' || ${t.sortLastName} || ' ' || ${t.sortFirstName} || ' ' || lower(${t.email})) gin_trgm_ops`,
    ),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Failed sign-ins of the last 15 minutes, shared by every web instance so the limits hold behind
 * a load balancer (auth/sign-in-limits.ts). The account is kept as a hash of its address, never
 * the address; rows older than the window are purged every hour.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: id(),
    clientAddress: text('client_address').notNull(),
    accountHash: text('account_hash').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_address_idx').on(t.clientAddress, t.failedAt),
    index('sign_in_failures_account_idx').on(t.clientAddress, t.accountHash, t.failedAt),
  ],
);

/** Native-app devices (spec §3 Device), registered at sign-in, removed at sign-out. */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hardware: text('hardware'),
    model: text('model'),
    oneSignalToken: text('one_signal_token').notNull(),
    os: text('os'),
    osVersion: text('os_version'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_token_unique').on(t.oneSignalToken),
    index('devices_user_id_idx').on(t.userId),
  ],
);

/** One-time tokens sent by e-mail (verification, password reset). Only hashes are stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * claim_account: a sign-up's link opened in another browser than the one that signed up; it
     * carries the sign-up's password, and its secret is in that browser's claim cookie only.
     */
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'change_email', 'claim_account'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** change_email: the address that becomes the account's once this token is used. */
    newEmail: text('new_email'),
    /** verify_email after a sign-up: the password chosen in that sign-up, set when the link is used. */
    passwordHash: text('password_hash'),
    /**
     * SHA-256 of the nonce in the cookie of the browser that asked for the link (sign-up, reset):
     * only that browser is signed in by it (http/link-browser.ts). Null: no browser is.
     */
    browserHash: text('browser_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
);

/** Security events kept for audit (sign-ins, refused accesses): never secrets or health data. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    action: text('action').notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: bigint('subject_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_actor_idx').on(t.actorId), index('audit_events_created_idx').on(t.createdAt)],
);

/** Files a user uploaded (pictures, logos, documents); the bytes live in storage under `storage_key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    slug: slug(),
    /**
     * Who uploaded it. Null once that account is deleted while the upload backs a document that
     * stays (a benefit group's booklet, another provider's licence: they belong to the group or
     * the provider, not to the uploader); deleting an account removes its other uploads itself
     * (users/deletion.ts).
     */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    // UPLOAD_PURPOSES in common/src/limits.ts; a text column (no check constraint), so adding one needs no migration.
    purpose: text('purpose', {
      enum: ['profile_picture', 'group_logo', 'organization_logo', 'document', 'article_cover'],
    }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);

/** Check-up reminder preferences (spec §3): a day of the week and an hour, both unset at first. */
export const checkupPreferences = pgTable('checkup_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency', {
    enum: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  }),
  time: text('time'),
  /** E-mail reminders on (default); the unsubscribe link in a reminder turns them off. */
  emailReminders: boolean('email_reminders').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
