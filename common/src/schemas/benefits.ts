import { z } from 'zod';
import { COVERAGE_CURRENCIES, COVERAGE_TARGET_KINDS, PLAN_YEAR_DAYS_IN_MONTH } from '../benefits';
import { isServiceCategoryKey, isSpecialtyKey } from '../care';
import { CSV_IMPORT_MAX_LINES, csvLineCount } from '../limits';
import { isCalendarDate, multiline, name, text } from './text';

/** Benefit groups, coverage, documents and coverage uses (issue 15, docs/benefits.md). */
export const BENEFIT_GROUP_NAME_MAX_LENGTH = 100;
export const BENEFIT_GROUP_DESCRIPTION_MAX_LENGTH = 1000;
export const DOCUMENT_NAME_MAX_LENGTH = 120;
/** A CSV of e-mails: 1,000 lines at most (limits.ts), 100 kB. */
export const BENEFIT_MEMBERS_CSV_MAX_LENGTH = 100_000;
export const BENEFIT_MEMBERS_PER_REQUEST = 200;
/** 1,000,000.00 in minor units: more than any plan's yearly maximum. */
export const COVERAGE_AMOUNT_MAX_CENTS = 100_000_000;
export const COVERAGE_SESSIONS_MAX = 365;
/** One use: at most 20 sessions and 100,000.00. */
export const COVERAGE_USE_SESSIONS_MAX = 20;
export const COVERAGE_USE_AMOUNT_MAX_CENTS = 10_000_000;
export const COVERAGE_USE_NOTE_MAX_LENGTH = 200;

/** `name` is the English name (the one used where no French name is given), `name_fr` the French. */
export const benefitGroupCreateSchema = z.strictObject({
  name: name(BENEFIT_GROUP_NAME_MAX_LENGTH),
  name_fr: name(BENEFIT_GROUP_NAME_MAX_LENGTH).nullable().optional(),
  description: multiline(BENEFIT_GROUP_DESCRIPTION_MAX_LENGTH).nullable().optional(),
});
export type BenefitGroupCreateInput = z.infer<typeof benefitGroupCreateSchema>;
export const benefitGroupUpdateSchema = benefitGroupCreateSchema.partial();
export type BenefitGroupUpdateInput = z.infer<typeof benefitGroupUpdateSchema>;

/**
 * Adding members: people picked from the organization's list (their ids), or a CSV of e-mails
 * (one a line, or the first column; a header line is skipped). Removing: `users` only.
 */
export const benefitGroupMembersSchema = z
  .strictObject({
    users: z.array(z.string().min(1).max(100)).max(BENEFIT_MEMBERS_PER_REQUEST).optional(),
    emails_csv: z
      .string()
      .max(BENEFIT_MEMBERS_CSV_MAX_LENGTH)
      // Refused whole rather than cut short: the lines past the limit would be dropped unseen.
      .refine((value) => csvLineCount(value) <= CSV_IMPORT_MAX_LINES, {
        error: 'validation.csv_too_many_lines',
      })
      .optional(),
  })
  .refine((value) => (value.users?.length ?? 0) > 0 || (value.emails_csv ?? '').trim() !== '', {
    error: 'validation.benefit_members_required',
    path: ['users'],
  });
export type BenefitGroupMembersInput = z.infer<typeof benefitGroupMembersSchema>;

const month = z.number().int().min(1).max(12);
const day = z.number().int().min(1).max(31);
const amount = z.number().int().min(0).max(COVERAGE_AMOUNT_MAX_CENTS).nullable();
const sessions = z.number().int().min(1).max(COVERAGE_SESSIONS_MAX).nullable();

type CoverageShape = {
  target_kind?: string;
  target_key?: string;
  yearly_amount_cents?: number | null;
  currency?: string | null;
  sessions_per_year?: number | null;
  plan_year_start_month?: number;
  plan_year_start_day?: number;
};

/**
 * The rules a whole coverage keeps (also checked by the server on a PATCH merged with what is
 * saved): the key belongs to its kind's list, an amount has a currency, at least an amount or a
 * number of sessions, and a start day the month has.
 */
export function coverageIssues(value: CoverageShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (value.target_kind !== undefined && value.target_key !== undefined) {
    const known =
      value.target_kind === 'specialty'
        ? isSpecialtyKey(value.target_key)
        : isServiceCategoryKey(value.target_key);
    if (!known) issues.push({ path: 'target_key', message: 'validation.coverage_target' });
  }
  const hasAmount = value.yearly_amount_cents !== undefined && value.yearly_amount_cents !== null;
  const hasSessions = value.sessions_per_year !== undefined && value.sessions_per_year !== null;
  if (hasAmount && !value.currency)
    issues.push({ path: 'currency', message: 'validation.coverage_currency' });
  if (!hasAmount && !hasSessions) {
    issues.push({ path: 'sessions_per_year', message: 'validation.coverage_amount_or_sessions' });
  }
  if (value.plan_year_start_month !== undefined && value.plan_year_start_day !== undefined) {
    const days = PLAN_YEAR_DAYS_IN_MONTH[value.plan_year_start_month - 1] ?? 31;
    if (value.plan_year_start_day > days) {
      issues.push({ path: 'plan_year_start_day', message: 'validation.plan_year_start_day' });
    }
  }
  return issues;
}

const coverageFields = {
  target_kind: z.enum(COVERAGE_TARGET_KINDS),
  target_key: z.string().min(1).max(40),
  yearly_amount_cents: amount.optional(),
  currency: z.enum(COVERAGE_CURRENCIES).nullable().optional(),
  sessions_per_year: sessions.optional(),
  share_percent: z.number().int().min(0).max(100),
  plan_year_start_month: month,
  plan_year_start_day: day,
};

export const coverageCreateSchema = z.strictObject(coverageFields).superRefine((value, context) => {
  for (const issue of coverageIssues(value)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
export type CoverageCreateInput = z.infer<typeof coverageCreateSchema>;

/** A PATCH changes anything but what is covered (delete and create for another kind). */
export const coverageUpdateSchema = z.strictObject({
  yearly_amount_cents: amount.optional(),
  currency: z.enum(COVERAGE_CURRENCIES).nullable().optional(),
  sessions_per_year: sessions.optional(),
  share_percent: z.number().int().min(0).max(100).optional(),
  plan_year_start_month: month.optional(),
  plan_year_start_day: day.optional(),
});
export type CoverageUpdateInput = z.infer<typeof coverageUpdateSchema>;

/** A named document (spec §5: 'You must specify document's name'); the upload is a relationship. */
export const documentCreateSchema = z
  .strictObject({
    name: text(DOCUMENT_NAME_MAX_LENGTH, {
      min: 1,
      messages: { required: 'validation.document_name_required' },
    }).optional(),
  })
  .superRefine((value, context) => {
    if (value.name === undefined) {
      context.addIssue({ code: 'custom', path: ['name'], message: 'validation.document_name_required' });
    }
  });
export type DocumentCreateInput = z.infer<typeof documentCreateSchema>;

/** A session or an amount used (self-reported): a day, sessions, an amount paid, a private note. */
export const coverageUseCreateSchema = z
  .strictObject({
    used_on: z.string().refine(isCalendarDate, { error: 'validation.coverage_use_date' }),
    sessions: z.number().int().min(0).max(COVERAGE_USE_SESSIONS_MAX).optional(),
    amount_cents: z.number().int().min(0).max(COVERAGE_USE_AMOUNT_MAX_CENTS).optional(),
    note: text(COVERAGE_USE_NOTE_MAX_LENGTH).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (!value.sessions && !value.amount_cents) {
      context.addIssue({ code: 'custom', path: ['sessions'], message: 'validation.coverage_use_empty' });
    }
  });
export type CoverageUseCreateInput = z.infer<typeof coverageUseCreateSchema>;
