/**
 * Group, unit and organization dashboards (issue 14, product.md §8): the periods, the figures'
 * names and shapes, and the privacy floor. Import-light (no Zod): server and web share it.
 * Decisions in docs/dashboards.md.
 */
import type { LifeArea } from './instruments/types';

/** A figure over fewer people is never shown (spec §9). */
export const PRIVACY_FLOOR = 10;

/** Periods are UTC calendar periods: ISO weeks (Monday), calendar months, quarters. */
export const DASHBOARD_PERIODS = ['week', 'month', 'quarter'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const isDashboardPeriod = (value: string): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value);

/** How many closed periods a dashboard shows by default: the trend (spec: the last 12). */
export const TREND_PERIODS = 12;

/** Why a figure is not shown: too few people, or it would let someone subtract a small group. */
export const SUPPRESSION_REASONS = ['insufficient', 'protects_others'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export type Suppressed = { suppressed: SuppressionReason };
/** Every figure a dashboard shows: a number, or why there is none. */
export type Figure = number | Suppressed;
export const isSuppressed = (figure: Figure | undefined | null): figure is Suppressed =>
  typeof figure === 'object' && figure !== null;

/** The life areas (after reversal, higher is better), in the check-up's order. */
export const DASHBOARD_LIFE_AREAS = [
  'sleep',
  'energy',
  'stress',
  'social',
  'work',
  'meaning',
] as const satisfies readonly LifeArea[];
export type DashboardLifeArea = (typeof DASHBOARD_LIFE_AREAS)[number];

/**
 * The figures of one population for one period. Membership figures (members at the period's end,
 * who of them is active) and check-up figures (over the members who completed a check-up in the
 * period, each counted once: their last check-up of the period) are protected separately, since
 * they are sums over different sets of people.
 */
export type PeriodFigures = {
  members: Figure;
  active_members: Figure;
  participation_rate: Figure;
  stale_share: Figure;
  respondents: Figure;
  mean_score: Figure;
  thriving_share: Figure;
  room_to_improve_share: Figure;
  of_concern_share: Figure;
  anxiety_positive_share: Figure;
  depression_positive_share: Figure;
  life_areas: Record<DashboardLifeArea, Figure>;
};

/** The flat figure names, in the order a table or a CSV lists them. */
export const FIGURE_NAMES = [
  'members',
  'active_members',
  'participation_rate',
  'stale_share',
  'respondents',
  'mean_score',
  'thriving_share',
  'room_to_improve_share',
  'of_concern_share',
  'anxiety_positive_share',
  'depression_positive_share',
] as const satisfies readonly Exclude<keyof PeriodFigures, 'life_areas'>[];
export type FigureName = (typeof FIGURE_NAMES)[number];

/** The figures that are shares (0–1): shown as percentages. */
export const SHARE_FIGURES: readonly FigureName[] = [
  'participation_rate',
  'stale_share',
  'thriving_share',
  'room_to_improve_share',
  'of_concern_share',
  'anxiety_positive_share',
  'depression_positive_share',
];

const DAY = 86_400_000;
const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

/** The start (UTC midnight) of the period of `kind` that contains `instant`. */
export function periodStartOf(kind: DashboardPeriod, instant: Date): Date {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  if (kind === 'month') return utc(year, month);
  if (kind === 'quarter') return utc(year, month - (month % 3));
  const day = utc(year, month, instant.getUTCDate());
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(day.getTime() - weekday * DAY);
}

/** The start of the period `count` periods after (or before, when negative) the one starting at `start`. */
export function shiftPeriod(kind: DashboardPeriod, start: Date, count: number): Date {
  if (kind === 'week') return new Date(start.getTime() + count * 7 * DAY);
  const months = kind === 'month' ? count : count * 3;
  return utc(start.getUTCFullYear(), start.getUTCMonth() + months);
}

/** yyyy-mm-dd of a UTC date. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Parses yyyy-mm-dd as UTC midnight; undefined when it is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDate(date) !== value ? undefined : date;
}
