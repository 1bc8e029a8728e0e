import {
  type CoverageCreateInput,
  type CoverageUpdateInput,
  type CoverageUseCreateInput,
  coveredPart,
  inPlanYear,
  type Locale,
  planYearOf,
} from '@evenkeel/common';
import { and, asc, desc, eq, exists, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import {
  benefitGroupMembers,
  benefitGroups,
  coverages,
  coverageUses,
  organizationRoles,
  organizations,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import { groupNameIn } from './group-name';
import type { BenefitGroupRecord } from './service';

export type CoverageRecord = typeof coverages.$inferSelect;
export type CoverageUseRecord = typeof coverageUses.$inferSelect;
export type CoverageWithGroup = {
  coverage: CoverageRecord;
  group: Pick<BenefitGroupRecord, 'slug' | 'name' | 'nameFr'>;
};

/** What a member used this plan year, and what remains (null where the coverage sets no limit). */
export type Balance = {
  planYearStart: string;
  planYearEnd: string;
  usedSessions: number;
  usedAmountCents: number;
  leftSessions: number | null;
  leftAmountCents: number | null;
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

/**
 * The coverages of every benefit group the user is in, with their group, by group then target:
 * only while they hold the organization's `member` role and it is not disabled (the same rule
 * as `benefitGroupPolicy.isMember`, for the care center's and recommendations' reads too).
 */
export async function memberCoverages(db: Db, userId: number) {
  return db
    .select({
      coverage: coverages,
      group: benefitGroups,
      organization: organizations,
    })
    .from(benefitGroupMembers)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefitGroupMembers.benefitGroupId))
    .innerJoin(organizations, eq(organizations.id, benefitGroups.organizationId))
    .innerJoin(coverages, eq(coverages.benefitGroupId, benefitGroups.id))
    .where(
      and(
        eq(benefitGroupMembers.userId, userId),
        ne(organizations.state, 'disabled'),
        exists(
          db
            .select({ one: sql`1` })
            .from(organizationRoles)
            .where(
              and(
                eq(organizationRoles.organizationId, benefitGroups.organizationId),
                eq(organizationRoles.userId, userId),
                eq(organizationRoles.type, 'member'),
              ),
            ),
        ),
      ),
    )
    .orderBy(
      asc(benefitGroups.sortName),
      asc(benefitGroups.name),
      asc(coverages.targetKind),
      asc(coverages.targetKey),
      asc(coverages.id),
    );
}

/**
 * What each coverage leaves the user in the plan year holding `today`: their own uses only,
 * those dated from the plan year's start (inclusive) to the next start (exclusive). One query
 * for every coverage; the plan years differ per coverage, so the sums are made here.
 */
export async function balances(
  db: Db,
  userId: number,
  list: CoverageRecord[],
  today: string,
): Promise<Map<number, Balance>> {
  const years = new Map(list.map((c) => [c.id, planYearOf(today, c.planYearStartMonth, c.planYearStartDay)]));
  const out = new Map<number, Balance>();
  if (list.length === 0) return out;
  const earliest = [...years.values()].reduce((min, year) => (year.start < min ? year.start : min), today);
  const uses = await db
    .select({
      coverageId: coverageUses.coverageId,
      usedOn: coverageUses.usedOn,
      sessions: coverageUses.sessions,
      amountCents: coverageUses.amountCents,
    })
    .from(coverageUses)
    .where(
      and(
        eq(coverageUses.userId, userId),
        inArray(
          coverageUses.coverageId,
          list.map((c) => c.id),
        ),
        gte(coverageUses.usedOn, earliest),
      ),
    );
  for (const coverage of list) {
    const year = years.get(coverage.id) as { start: string; end: string };
    let usedSessions = 0;
    let usedAmountCents = 0;
    for (const use of uses) {
      if (use.coverageId !== coverage.id || !inPlanYear(use.usedOn, year)) continue;
      usedSessions += use.sessions;
      usedAmountCents += coveredPart(use.amountCents, coverage.sharePercent);
    }
    out.set(coverage.id, {
      planYearStart: year.start,
      planYearEnd: year.end,
      usedSessions,
      usedAmountCents,
      leftSessions:
        coverage.sessionsPerYear === null ? null : Math.max(0, coverage.sessionsPerYear - usedSessions),
      leftAmountCents:
        coverage.yearlyAmountCents === null
          ? null
          : Math.max(0, coverage.yearlyAmountCents - usedAmountCents),
    });
  }
  return out;
}

export async function createCoverageUse(
  db: Db,
  userId: number,
  coverageId: number,
  input: CoverageUseCreateInput,
): Promise<CoverageUseRecord> {
  const [row] = await db
    .insert(coverageUses)
    .values({
      userId,
      coverageId,
      usedOn: input.used_on,
      sessions: input.sessions ?? 0,
      amountCents: input.amount_cents ?? 0,
      note: input.note ?? null,
    })
    .returning();
  if (!row) throw new Error('coverage use not recorded');
  return row;
}

/** A use with its coverage's slug and share (for the resource). */
export async function findCoverageUse(db: Db, slug: string) {
  const [row] = await db
    .select({ use: coverageUses, coverageSlug: coverages.slug, sharePercent: coverages.sharePercent })
    .from(coverageUses)
    .innerJoin(coverages, eq(coverages.id, coverageUses.coverageId))
    .where(eq(coverageUses.slug, slug))
    .limit(1);
  return row;
}

/** The user's own uses, newest first; `coverageId` narrows to one coverage, `from`/`to` to a plan year. */
export async function listCoverageUses(
  db: Db,
  userId: number,
  filter: { coverageId?: number; from?: string; to?: string },
  page: Page,
) {
  const where = and(
    eq(coverageUses.userId, userId),
    filter.coverageId !== undefined ? eq(coverageUses.coverageId, filter.coverageId) : undefined,
    filter.from !== undefined ? gte(coverageUses.usedOn, filter.from) : undefined,
    filter.to !== undefined ? lt(coverageUses.usedOn, filter.to) : undefined,
  );
  const rows = await db
    .select({
      use: coverageUses,
      coverageSlug: coverages.slug,
      sharePercent: coverages.sharePercent,
      total: windowTotal(),
    })
    .from(coverageUses)
    .innerJoin(coverages, eq(coverages.id, coverageUses.coverageId))
    .where(where)
    .orderBy(desc(coverageUses.usedOn), desc(coverageUses.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () => {
    const all = await db.select({ id: coverageUses.id }).from(coverageUses).where(where);
    return all.length;
  });
  return { rows, total };
}

export async function deleteCoverageUse(db: Db, useId: number): Promise<void> {
  await db.delete(coverageUses).where(eq(coverageUses.id, useId));
}

/** A coverage of the member with what it leaves this plan year (for the care center's providers). */
export type MemberCoverage = {
  /** In the member's language (groupNameIn). */
  groupName: string;
  targetKind: CoverageRecord['targetKind'];
  targetKey: string;
  sessionsPerYear: number | null;
  yearlyAmountCents: number | null;
  currency: string | null;
  balance: Balance;
};

/** Every coverage of the member with its balance: two queries, whatever the number of groups. */
export async function memberCoverageBalances(
  db: Db,
  userId: number,
  today: string,
  locale: Locale,
): Promise<MemberCoverage[]> {
  const rows = await memberCoverages(db, userId);
  if (rows.length === 0) return [];
  const left = await balances(
    db,
    userId,
    rows.map((row) => row.coverage),
    today,
  );
  return rows.flatMap(({ coverage, group }) => {
    const balance = left.get(coverage.id);
    return balance
      ? [
          {
            groupName: groupNameIn(group, locale),
            targetKind: coverage.targetKind,
            targetKey: coverage.targetKey,
            sessionsPerYear: coverage.sessionsPerYear,
            yearlyAmountCents: coverage.yearlyAmountCents,
            currency: coverage.currency,
            balance,
          },
        ]
      : [];
  });
}

/**
 * The coverage that pays for a provider's sessions (docs/benefits.md, "Covered providers"): one
 * naming a specialty the provider has, else one of the service category `psychotherapy` (the
 * care center's providers give psychotherapy).
 */
export function coverageForProvider(
  coverage: readonly MemberCoverage[],
  specialties: readonly string[],
): MemberCoverage | undefined {
  return (
    coverage.find((item) => item.targetKind === 'specialty' && specialties.includes(item.targetKey)) ??
    coverage.find((item) => item.targetKind === 'service_category' && item.targetKey === 'psychotherapy')
  );
}
