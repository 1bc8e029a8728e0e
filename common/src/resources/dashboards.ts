import { z } from 'zod';
import { DASHBOARD_PERIODS, type PeriodFigures, SUPPRESSION_REASONS } from '../dashboards';
import { defineResource } from './document';

/**
 * What the dashboards API presents (server/src/modules/dashboards/): figures only, each a number
 * or the reason it is not shown. Never a person, never a count under the floor.
 */
export const figureSchema = z.union([
  z.number(),
  z.object({ suppressed: z.enum(SUPPRESSION_REASONS) }).strict(),
]);

const f = figureSchema;

/** Written out, so the type names every figure (common/src/dashboards.ts `PeriodFigures`). */
export const periodFiguresSchema = z
  .object({
    members: f,
    active_members: f,
    participation_rate: f,
    stale_share: f,
    respondents: f,
    mean_score: f,
    thriving_share: f,
    room_to_improve_share: f,
    of_concern_share: f,
    anxiety_positive_share: f,
    depression_positive_share: f,
    life_areas: z.object({ sleep: f, energy: f, stress: f, social: f, work: f, meaning: f }).strict(),
  })
  .strict() satisfies z.ZodType<PeriodFigures>;

/**
 * One period: `closed` (its figures are published and never change), `pending` (closed, not
 * computed yet: within the hour) or `in_progress` (the current one: no figures until it closes).
 */
export const dashboardPeriodSchema = z
  .object({
    start: z.string(),
    /** The last day of the period (inclusive). */
    end: z.string(),
    state: z.enum(['closed', 'pending', 'in_progress']),
    figures: periodFiguresSchema.nullable(),
  })
  .strict();

export const DASHBOARD_SCOPES = ['organization', 'group', 'unit'] as const;
export type DashboardScope = (typeof DASHBOARD_SCOPES)[number];

/** A group or unit in its organization's dashboard: the last closed period of the range. */
export const dashboardPopulationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    scope: z.enum(['group', 'unit']),
    parent_slug: z.string().nullable(),
    period: dashboardPeriodSchema.nullable(),
  })
  .strict();

export const dashboardResource = defineResource(
  'dashboards',
  z.object({
    name: z.string(),
    scope: z.enum(DASHBOARD_SCOPES),
    /** The organization or group's slug. */
    slug: z.string(),
    period: z.enum(DASHBOARD_PERIODS),
    from: z.string(),
    to: z.string(),
    periods: z.array(dashboardPeriodSchema),
    /** An organization's dashboard: each of its groups and units. */
    populations: z.array(dashboardPopulationSchema).optional(),
  }),
);
