import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
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
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
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
