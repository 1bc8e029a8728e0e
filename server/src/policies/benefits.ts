import type {
  Abilities,
  BenefitGroupAbility,
  CoverageAbility,
  CoverageUseAbility,
  DocumentAbility,
} from '@evenkeel/common';
import { type Access, holdsMemberRole, isActive, isOrganizationAdmin, type OrganizationRef } from './access';
import { type ProviderRef, providerPolicy } from './providers';

/**
 * Benefit groups, coverage, documents and coverage uses (issue 15, docs/benefits.md).
 * `actorIsMember` (a `benefit_group_members` row) and the organization's state are loaded with
 * the group (one join), so the predicates stay pure.
 */
export type BenefitGroupRef = {
  id: number;
  organizationId: number;
  organizationState: string;
  actorIsMember: boolean;
};

const organizationOf = (group: BenefitGroupRef): OrganizationRef => ({
  id: group.organizationId,
  state: group.organizationState,
});

/**
 * In the group as one of its members: the row, and still the organization's `member` role, in
 * an organization that is not disabled (issue 26 §4.1). Leaving the organization ends the row in
 * the same transaction (a trigger on `organization_roles`, migration 0018); this holds even if a
 * row outlived its role. A disabled organization's benefits are suspended for its members: no
 * coverage, booklet or recording of uses until it is enabled again (decisions/0015).
 */
const inGroup = (access: Access, group: BenefitGroupRef) =>
  group.actorIsMember && holdsMemberRole(access, group.organizationId) && isActive(organizationOf(group));

/** The organization's administrators manage; its members see only the groups they are in. */
export const benefitGroupPolicy = {
  /** Listing and creating an organization's benefit groups. */
  canManageIn: (access: Access, org: OrganizationRef) => isOrganizationAdmin(access, org.id),
  /** Lists the organization's groups the actor is in: a member of it, not disabled. */
  seesOwnIn: (access: Access, org: OrganizationRef) => holdsMemberRole(access, org.id) && isActive(org),
  /** A group and its coverage: its members and the organization's administrators (404 for others). */
  canRead: (access: Access, group: BenefitGroupRef) =>
    inGroup(access, group) || isOrganizationAdmin(access, group.organizationId),
  /** The administrators' role; nothing changes in a disabled organization (`isActive`, 422). */
  canManage: (access: Access, group: BenefitGroupRef) => isOrganizationAdmin(access, group.organizationId),
  /** In the group as a member (its coverage is the actor's own). */
  isMember: inGroup,
  /** The organization is not disabled: writes may happen (else 422 `organization_disabled`). */
  isWritable: (group: BenefitGroupRef) => isActive(organizationOf(group)),
};

/** A coverage reads and changes as its benefit group; only the group's members record uses. */
export const coveragePolicy = {
  canRead: benefitGroupPolicy.canRead,
  canManage: benefitGroupPolicy.canManage,
  canRecordUse: (access: Access, group: BenefitGroupRef) => inGroup(access, group),
};

/**
 * A document belongs to a benefit group (its plan booklet: read as the group, managed by the
 * organization's administrators) or to a provider profile (a licence: managed by the provider;
 * shown on request to the people who may read the profile, docs/benefits.md).
 */
export type DocumentRef =
  | { kind: 'benefit_group'; group: BenefitGroupRef }
  | { kind: 'provider'; provider: ProviderRef };

export const documentPolicy = {
  canRead: (access: Access, ref: DocumentRef) =>
    ref.kind === 'benefit_group'
      ? benefitGroupPolicy.canRead(access, ref.group)
      : providerPolicy.canRead(access, ref.provider),
  canManage: (access: Access, ref: DocumentRef) =>
    ref.kind === 'benefit_group'
      ? benefitGroupPolicy.canManage(access, ref.group)
      : providerPolicy.canUpdate(access, ref.provider),
  /** The owner's organization is not disabled: documents may be added or deleted (else 422). */
  isWritable: (ref: DocumentRef) =>
    ref.kind === 'benefit_group'
      ? benefitGroupPolicy.isWritable(ref.group)
      : providerPolicy.isWritable(ref.provider),
};

/** A coverage use is its author's alone: everyone else gets 404, administrators included. */
export const coverageUsePolicy = {
  canRead: (access: Pick<Access, 'userId'>, use: { userId: number }) => use.userId === access.userId,
};

export function benefitGroupAbilities(
  access: Access,
  group: BenefitGroupRef,
  org: OrganizationRef,
): Abilities<BenefitGroupAbility> {
  const manage = isActive(org) && benefitGroupPolicy.canManage(access, group);
  return {
    update: manage,
    delete: manage,
    manage_members: manage,
    manage_coverage: manage,
    manage_documents: manage,
  };
}

export function coverageAbilities(
  access: Access,
  group: BenefitGroupRef,
  org: OrganizationRef,
): Abilities<CoverageAbility> {
  const manage = isActive(org) && coveragePolicy.canManage(access, group);
  return { update: manage, delete: manage, record_use: coveragePolicy.canRecordUse(access, group) };
}

export const documentAbilities = (access: Access, ref: DocumentRef): Abilities<DocumentAbility> => ({
  delete: documentPolicy.isWritable(ref) && documentPolicy.canManage(access, ref),
});

export const coverageUseAbilities = (
  access: Pick<Access, 'userId'>,
  use: { userId: number },
): Abilities<CoverageUseAbility> => ({ delete: coverageUsePolicy.canRead(access, use) });
