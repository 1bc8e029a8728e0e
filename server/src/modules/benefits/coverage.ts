import type { CoverageCreateInput, CoverageUpdateInput } from '@evenkeel/common';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { benefitGroups, coverages } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { BenefitGroupRecord } from './service';

// A benefit group's coverages as its administrators manage them; what a member uses of them is in
// coverage-uses.ts, what they leave a member in member-coverage.ts.

export type CoverageRecord = typeof coverages.$inferSelect;

export type CoverageWithGroup = {
  coverage: CoverageRecord;
  group: Pick<BenefitGroupRecord, 'slug' | 'name' | 'nameFr'>;
};

const coverageExists = () => new ApiError(409, 'conflict', 'errors.coverage_exists');
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** A coverage with its benefit group's id (for the policy) and slug and name (for the resource). */
export async function findCoverage(db: Db, slug: string) {
  const [row] = await db
    .select({ coverage: coverages, groupSlug: benefitGroups.slug, groupName: benefitGroups.name })
    .from(coverages)
    .innerJoin(benefitGroups, eq(benefitGroups.id, coverages.benefitGroupId))
    .where(eq(coverages.slug, slug))
    .limit(1);
  return row;
}

export async function listCoverages(db: Db, groupId: number): Promise<CoverageRecord[]> {
  return db
    .select()
    .from(coverages)
    .where(eq(coverages.benefitGroupId, groupId))
    .orderBy(asc(coverages.targetKind), asc(coverages.targetKey));
}

export async function createCoverage(
  db: Db,
  groupId: number,
  input: CoverageCreateInput,
): Promise<CoverageRecord> {
  try {
    const [row] = await db
      .insert(coverages)
      .values({
        benefitGroupId: groupId,
        targetKind: input.target_kind,
        targetKey: input.target_key,
        yearlyAmountCents: input.yearly_amount_cents ?? null,
        currency:
          input.yearly_amount_cents === null || input.yearly_amount_cents === undefined
            ? null
            : (input.currency ?? null),
        sessionsPerYear: input.sessions_per_year ?? null,
        sharePercent: input.share_percent,
        planYearStartMonth: input.plan_year_start_month,
        planYearStartDay: input.plan_year_start_day,
      })
      .returning();
    if (!row) throw new Error('coverage not created');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw coverageExists();
    throw error;
  }
}

/** The coverage as a PATCH would leave it (the route checks the whole against coverageIssues). */
export function mergeCoverage(coverage: CoverageRecord, input: CoverageUpdateInput) {
  return {
    target_kind: coverage.targetKind,
    target_key: coverage.targetKey,
    yearly_amount_cents:
      input.yearly_amount_cents !== undefined ? input.yearly_amount_cents : coverage.yearlyAmountCents,
    currency: input.currency !== undefined ? input.currency : coverage.currency,
    sessions_per_year:
      input.sessions_per_year !== undefined ? input.sessions_per_year : coverage.sessionsPerYear,
    share_percent: input.share_percent ?? coverage.sharePercent,
    plan_year_start_month: input.plan_year_start_month ?? coverage.planYearStartMonth,
    plan_year_start_day: input.plan_year_start_day ?? coverage.planYearStartDay,
  };
}

export async function updateCoverage(
  db: Db,
  coverage: CoverageRecord,
  merged: ReturnType<typeof mergeCoverage>,
): Promise<CoverageRecord> {
  const [row] = await db
    .update(coverages)
    .set({
      yearlyAmountCents: merged.yearly_amount_cents,
      currency: merged.yearly_amount_cents === null ? null : merged.currency,
      sessionsPerYear: merged.sessions_per_year,
      sharePercent: merged.share_percent,
      planYearStartMonth: merged.plan_year_start_month,
      planYearStartDay: merged.plan_year_start_day,
      updatedAt: new Date(),
    })
    .where(eq(coverages.id, coverage.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteCoverage(db: Db, coverageId: number): Promise<void> {
  await db.delete(coverages).where(eq(coverages.id, coverageId));
}
