import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sortKeySql } from '../sort-key';
import { uploads, users } from './accounts';
import { createdAt, id, slug, updatedAt } from './columns';
import { organizations } from './organizations';
import { providers } from './sharing';

/** A named set of an organization's members ("Full-time staff"), managed by its administrators. */
export const benefitGroups = pgTable(
  'benefit_groups',
  {
    id: id(),
    slug: slug(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The group's name in English, and the name used where no French one is given. */
    name: text('name').notNull(),
    /** Its French name (issue 27), null where the administrators gave only one. */
    nameFr: text('name_fr'),
    /** What lists sort by (db/sort-key.ts): the name without accents or case. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`name`)),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('benefit_groups_organization_idx').on(t.organizationId)],
);

export const benefitGroupMembers = pgTable(
  'benefit_group_members',
  {
    id: id(),
    benefitGroupId: bigint('benefit_group_id', { mode: 'number' })
      .notNull()
      .references(() => benefitGroups.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('benefit_group_members_unique').on(t.benefitGroupId, t.userId),
    index('benefit_group_members_user_idx').on(t.userId),
  ],
);

/**
 * What a benefit group covers for one service category or provider specialty: a yearly amount
 * (minor units, with its currency), sessions per year, the share of each payment covered, and
 * the day its plan year starts.
 */
export const coverages = pgTable(
  'coverages',
  {
    id: id(),
    slug: slug(),
    benefitGroupId: bigint('benefit_group_id', { mode: 'number' })
      .notNull()
      .references(() => benefitGroups.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: ['service_category', 'specialty'] }).notNull(),
    targetKey: text('target_key').notNull(),
    yearlyAmountCents: integer('yearly_amount_cents'),
    currency: text('currency', { enum: ['CAD', 'USD', 'EUR'] }),
    sessionsPerYear: integer('sessions_per_year'),
    sharePercent: smallint('share_percent').notNull(),
    planYearStartMonth: smallint('plan_year_start_month').notNull(),
    planYearStartDay: smallint('plan_year_start_day').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coverages_target_unique').on(t.benefitGroupId, t.targetKind, t.targetKey),
    check('coverages_share_range', sql`${t.sharePercent} between 0 and 100`),
    check('coverages_start_month_range', sql`${t.planYearStartMonth} between 1 and 12`),
    check('coverages_start_day_range', sql`${t.planYearStartDay} between 1 and 31`),
    check('coverages_limited', sql`${t.yearlyAmountCents} is not null or ${t.sessionsPerYear} is not null`),
  ],
);

/** A named file (an upload of purpose `document`) attached to a benefit group or a provider. */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    slug: slug(),
    name: text('name').notNull(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    benefitGroupId: bigint('benefit_group_id', { mode: 'number' }).references(() => benefitGroups.id, {
      onDelete: 'cascade',
    }),
    providerId: bigint('provider_id', { mode: 'number' }).references(() => providers.id, {
      onDelete: 'cascade',
    }),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_benefit_group_idx').on(t.benefitGroupId),
    index('documents_provider_idx').on(t.providerId),
    check('documents_one_owner', sql`(${t.benefitGroupId} is null) <> (${t.providerId} is null)`),
  ],
);

/**
 * A session or an amount a member used against a coverage: self-reported, private to its
 * author (never in an aggregate or an export to administrators).
 */
export const coverageUses = pgTable(
  'coverage_uses',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverageId: bigint('coverage_id', { mode: 'number' })
      .notNull()
      .references(() => coverages.id, { onDelete: 'cascade' }),
    usedOn: date('used_on', { mode: 'string' }).notNull(),
    sessions: smallint('sessions').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coverage_uses_user_coverage_idx').on(t.userId, t.coverageId, t.usedOn),
    check('coverage_uses_not_empty', sql`${t.sessions} > 0 or ${t.amountCents} > 0`),
  ],
);
