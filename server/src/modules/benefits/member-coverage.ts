import { coveredPart, inPlanYear, type Locale, planYearOf } from '@evenkeel/common';
import { and, asc, eq, exists, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  benefitGroupMembers,
  benefitGroups,
  coverages,
  coverageUses,
  organizationRoles,
  organizations,
} from '../../db/schema';
import type { CoverageRecord } from './coverage';
import { groupNameIn } from './group-name';

// A member's side of coverage: the coverages of the groups they are in, what each leaves them
// this plan year, and which one pays for a provider (read by the care center and recommendations).

/** What a member used this plan year, and what remains (null where the coverage sets no limit). */
export type Balance = {
  planYearStart: string;
  planYearEnd: string;
  usedSessions: number;
  usedAmountCents: number;
  leftSessions: number | null;
  leftAmountCents: number | null;
};

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
