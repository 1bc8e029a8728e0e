import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sortKeySql } from '../sort-key';
import { users } from './accounts';
import { createdAt, id, slug, updatedAt } from './columns';
import { groups, organizations } from './organizations';

/** A member (sharer) shares their data with another user (viewer), after an accepted invitation. */
export const connections = pgTable(
  'connections',
  {
    id: id(),
    slug: slug(),
    sharerId: bigint('sharer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: bigint('viewer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connections_unique').on(t.sharerId, t.viewerId),
    index('connections_viewer_idx').on(t.viewerId),
    check('connections_not_self', sql`${t.sharerId} <> ${t.viewerId}`),
  ],
);

export const INVITATION_SCOPES = ['organization', 'group', 'provider', 'connection'] as const;
export const INVITATION_TYPES = ['member', 'administrator', 'reporter', 'provider'] as const;
/** `expired` is written when an expired invitation is deleted; a pending one past expiry reads as expired. */
export const INVITATION_RECORD_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;

/**
 * A pending invitation; deleted once accepted, declined or revoked. `email` is lower-cased;
 * `invitee_id` is set when the address has an account (or at its sign-up). A group
 * invitation also carries the group's organization, so organization checks stay simple.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    slug: slug(),
    scope: text('scope', { enum: INVITATION_SCOPES }).notNull(),
    type: text('type', { enum: INVITATION_TYPES }).notNull(),
    email: text('email').notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    inviterId: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' }).references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'cascade' }),
    /** After this an invitation can no longer be accepted (EVENKEEL_INVITATION_TTL_DAYS; a resend moves it). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_pending_unique')
      .on(t.scope, t.type, t.email, sql`coalesce(${t.organizationId}, 0)`, sql`coalesce(${t.groupId}, 0)`)
      .where(sql`${t.scope} <> 'connection'`),
    uniqueIndex('invitations_connection_unique')
      .on(t.inviterId, t.email)
      .where(sql`${t.scope} = 'connection'`),
    index('invitations_email_idx').on(t.email),
    index('invitations_invitee_idx').on(t.inviteeId),
    index('invitations_inviter_idx').on(t.inviterId),
    index('invitations_group_idx').on(t.groupId),
    index('invitations_organization_idx').on(t.organizationId),
  ],
);

/**
 * The history of an organization's invitations (issue 31, the invitations console): one row per
 * invitation to the organization or one of its groups, kept after the invitation itself is
 * deleted. Written by a trigger of migration 0028 on `invitations` (insert: `pending`; a resend's
 * new slug and expiry: `resent_at`; delete: `withdrawn`, or `expired` past its expiry, unless the
 * service already wrote `accepted` or `declined` in the same transaction). The inviter is the
 * one who first sent it. `status` `pending` past
 * `expires_at` reads as expired. Names are copied so the list still reads after a group or an
 * account is gone.
 */
export const invitationRecords = pgTable(
  'invitation_records',
  {
    id: id(),
    /** The invitation's id (no foreign key: the invitation is deleted when it ends). */
    invitationId: bigint('invitation_id', { mode: 'number' }).notNull(),
    /** The invitation's current slug (its public id while pending; a resend changes it). */
    slug: text('slug').notNull(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'set null' }),
    groupName: text('group_name'),
    scope: text('scope', { enum: INVITATION_SCOPES }).notNull(),
    type: text('type', { enum: INVITATION_TYPES }).notNull(),
    email: text('email').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    inviterName: text('inviter_name').notNull(),
    status: text('status', { enum: INVITATION_RECORD_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resentAt: timestamp('resent_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitation_records_invitation_unique').on(t.invitationId),
    index('invitation_records_slug_idx').on(t.slug),
    index('invitation_records_organization_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

/**
 * A care provider's profile in an organization's care center (issue 15; docs/care.md maps it to
 * FHIR R4 Practitioner and PractitionerRole). Specialties, languages and modalities are curated
 * keys (common/src/care.ts) kept as arrays, searched with GIN indexes; the practice location is
 * a place from the places provider, copied (label and coordinates) when chosen.
 */
export const providers = pgTable(
  'providers',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** What lists sort by (db/sort-key.ts): the name without accents or case. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`display_name`)),
    credentials: text('credentials'),
    pictureUrl: text('picture_url'),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    modalities: text('modalities').array().notNull().default(sql`'{}'::text[]`),
    placeId: text('place_id'),
    placeLabel: text('place_label'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    acceptingNewClients: boolean('accepting_new_clients').notNull().default(true),
    bioEn: text('bio_en'),
    bioFr: text('bio_fr'),
    phone: text('phone'),
    email: text('email'),
    url: text('url'),
    /** False once the organization's administrators deactivate it: members no longer find it. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('providers_organization_idx').on(t.organizationId, t.active),
    index('providers_specialties_idx').using('gin', t.specialties),
    index('providers_languages_idx').using('gin', t.languages),
    index('providers_modalities_idx').using('gin', t.modalities),
    index('providers_coordinates_idx').on(t.latitude, t.longitude),
  ],
);

/**
 * One row: a counter moved at the commit of every transaction that changes what a sharing list
 * (invitations, organization and group roles, connections) may show. Deferred triggers on every
 * table those lists read move it (migration 0017), so no write path can forget it; the session
 * query reads it, and the lists' document cache (server/src/http/list-cache.ts) keys on it.
 */
export const sharingEpoch = pgTable(
  'sharing_epoch',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('sharing_epoch_single_row', sql`${t.id}`)],
);

/** common/src/resources/sharing.ts RESULT_CONSENT_STATES (drizzle-kit reads this file alone). */
const RESULT_CONSENT_STATES = ['pending', 'given', 'declined', 'withdrawn', 'ended'] as const;

/**
 * A reporter's consent that one administrator, by person, reads their individual results
 * (check-ups, insights) through one group where they report (issue 26 §1; decision 0011).
 * `group_id` is the reporter's group; the administrator administers it or its parent group.
 * `pending` is a card among the reporter's invitations; `given` is the only state that lets
 * anyone read; `declined` and `withdrawn` are the reporter's no; `ended` is written by a trigger
 * (migration 0019) when the administrator's or the reporter's role ends, so becoming an
 * administrator again needs a new yes. One row per reporter, administrator and group, with its
 * dates.
 */
export const resultConsents = pgTable(
  'result_consents',
  {
    id: id(),
    slug: slug(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    administratorId: bigint('administrator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    state: text('state', { enum: RESULT_CONSENT_STATES }).notNull().default('pending'),
    /** When the card was (last) put before the reporter. */
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    givenAt: timestamp('given_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** When the reporter withdrew it, or a role ended (`ended`). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('result_consents_unique').on(t.reporterId, t.administratorId, t.groupId),
    index('result_consents_administrator_idx').on(t.administratorId),
    index('result_consents_group_idx').on(t.groupId),
    check('result_consents_not_self', sql`${t.reporterId} <> ${t.administratorId}`),
  ],
);
