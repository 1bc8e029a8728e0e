/**
 * Benefit groups, coverage and what is left (issue 15, docs/benefits.md): the plan-year
 * arithmetic both server and web use. Import-light (no Zod).
 */

export const COVERAGE_TARGET_KINDS = ['service_category', 'specialty'] as const;
export type CoverageTargetKind = (typeof COVERAGE_TARGET_KINDS)[number];

/** The currencies a coverage's yearly amount may be in (ISO 4217). */
export const COVERAGE_CURRENCIES = ['CAD', 'USD', 'EUR'] as const;
export type CoverageCurrency = (typeof COVERAGE_CURRENCIES)[number];

/** Days in each month of a plan year's start; February stops at 28 so every year has the day. */
export const PLAN_YEAR_DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The plan year holding `today` (yyyy-mm-dd): from its start (inclusive) to the next start
 * (exclusive). A plan year starting on 1 July runs 2026-07-01 … 2027-06-30, so a use dated
 * 2026-06-30 counts in the year before.
 */
export function planYearOf(
  today: string,
  startMonth: number,
  startDay: number,
): { start: string; end: string } {
  const year = Number(today.slice(0, 4));
  const startThisYear = isoDate(year, startMonth, startDay);
  const startYear = today >= startThisYear ? year : year - 1;
  return {
    start: isoDate(startYear, startMonth, startDay),
    end: isoDate(startYear + 1, startMonth, startDay),
  };
}

/** Whether a use dated `day` falls in the plan year (`end` exclusive). */
export const inPlanYear = (day: string, year: { start: string; end: string }) =>
  day >= year.start && day < year.end;

/** The part of an amount paid that the plan covers, in minor units (rounded down, never more). */
export const coveredPart = (amountCents: number, sharePercent: number) =>
  Math.floor((amountCents * sharePercent) / 100);
