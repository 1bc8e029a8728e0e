import type {
  Abilities,
  BenefitGroupAbility,
  benefitGroupMemberResource,
  benefitGroupResource,
  CoverageAbility,
  CoverageUseAbility,
  coverageResource,
  coverageUseResource,
  Locale,
  Presented,
} from '@evenkeel/common';
import { coveredPart } from '@evenkeel/common';
import type { CoverageRecord } from './coverage';
import type { CoverageUseRecord } from './coverage-uses';
import { groupNameIn } from './group-name';
import type { Balance } from './member-coverage';
import type { BenefitGroupRecord, OrganizationRecord } from './service';

export function presentBenefitGroup(
  group: BenefitGroupRecord,
  organization: Pick<OrganizationRecord, 'slug' | 'name'>,
  locale: Locale,
  abilities: Abilities<BenefitGroupAbility>,
  memberCount?: number,
): Presented<typeof benefitGroupResource> {
  return {
    type: 'benefit_groups',
    id: group.slug,
    name: groupNameIn(group, locale),
    name_en: group.name,
    name_fr: group.nameFr,
    description: group.description,
    organization_slug: organization.slug,
    organization_name: organization.name,
    ...(memberCount !== undefined ? { member_count: memberCount } : {}),
    meta: { abilities },
  };
}

export function presentCandidate(row: {
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  inGroup: boolean;
}): Presented<typeof benefitGroupMemberResource> {
  return {
    type: 'benefit_group_members',
    id: row.slug,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    in_group: row.inGroup,
  };
}

export function presentCoverage(
  coverage: CoverageRecord,
  group: Pick<BenefitGroupRecord, 'slug' | 'name' | 'nameFr'>,
  locale: Locale,
  abilities: Abilities<CoverageAbility>,
  balance?: Balance,
): Presented<typeof coverageResource> {
  return {
    type: 'coverages',
    id: coverage.slug,
    target_kind: coverage.targetKind,
    target_key: coverage.targetKey,
    yearly_amount_cents: coverage.yearlyAmountCents,
    currency: coverage.currency,
    sessions_per_year: coverage.sessionsPerYear,
    share_percent: coverage.sharePercent,
    plan_year_start_month: coverage.planYearStartMonth,
    plan_year_start_day: coverage.planYearStartDay,
    benefit_group_slug: group.slug,
    benefit_group_name: groupNameIn(group, locale),
    ...(balance
      ? {
          plan_year_start: balance.planYearStart,
          plan_year_end: balance.planYearEnd,
          used_sessions: balance.usedSessions,
          used_amount_cents: balance.usedAmountCents,
          left_sessions: balance.leftSessions,
          left_amount_cents: balance.leftAmountCents,
        }
      : {}),
    meta: { abilities },
  };
}

export function presentCoverageUse(
  use: CoverageUseRecord,
  coverage: { slug: string; sharePercent: number },
  abilities: Abilities<CoverageUseAbility>,
): Presented<typeof coverageUseResource> {
  return {
    type: 'coverage_uses',
    id: use.slug,
    used_on: use.usedOn,
    sessions: use.sessions,
    amount_cents: use.amountCents,
    covered_amount_cents: coveredPart(use.amountCents, coverage.sharePercent),
    note: use.note,
    coverage_slug: coverage.slug,
    created_at: use.createdAt.toISOString(),
    coverage: { type: 'coverages', id: coverage.slug },
    relationshipNames: ['coverage'],
    meta: { abilities },
  };
}
