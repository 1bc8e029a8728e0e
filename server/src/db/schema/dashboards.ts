import type { PeriodFigures } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id } from './columns';
import { groups, organizations } from './organizations';

const PERIODS = ['week', 'month', 'quarter'] as const;

/**
 * Who belonged where, and when (issue 14: a check-up counts in the populations its author belonged
 * to when completing it). Kept by triggers on `organization_roles` (members) and `group_roles`
 * (reporters), written in migration 0011: a role's row opens a span at its `created_at`, its
 * deletion closes it. Nothing else writes here; an account's deletion removes its spans.
 */
export const membershipSpans = pgTable(
  'membership_spans',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null for an organization membership; the group (or unit) of a reporter role. */
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'cascade' }),
    /**
     * The group a unit was in while the span lasted (null for an organization or a group): the
     * dashboards count the unit's people in that group for those times, so moving a unit changes
     * no period before the move (decision 0025; filled by a trigger, migration 0029).
     */
    parentId: bigint('parent_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('membership_spans_user_idx').on(t.userId),
    index('membership_spans_organization_idx').on(t.organizationId),
    index('membership_spans_group_idx').on(t.groupId),
  ],
);

/**
 * A period whose figures were computed, once, after it closed (modules/dashboards/rollup.ts).
 * Published figures never change: a period listed here is never computed again.
 */
export const dashboardReleases = pgTable(
  'dashboard_releases',
  {
    period: text('period', { enum: PERIODS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** How long the rollup took (the bench and the logs read it). */
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodStart] })],
);

/**
 * The figures of one population (an organization when `group_id` is null, else a group or unit)
 * for one released period, after the privacy rule: suppressed figures are stored as their reason,
 * never as a number.
 */
export const dashboardFigures = pgTable(
  'dashboard_figures',
  {
    period: text('period', { enum: PERIODS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id, { onDelete: 'cascade' }),
    figures: jsonb('figures').$type<PeriodFigures>().notNull(),
  },
  (t) => [
    uniqueIndex('dashboard_figures_node_unique').on(
      t.organizationId,
      sql`coalesce(${t.groupId}, 0)`,
      t.period,
      t.periodStart,
    ),
    index('dashboard_figures_group_idx')
      .on(t.groupId, t.period, t.periodStart)
      .where(sql`${t.groupId} is not null`),
    index('dashboard_figures_period_idx').on(t.organizationId, t.period, t.periodStart),
  ],
);
