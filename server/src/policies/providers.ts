import type { Abilities, ProviderAbility } from '@evenkeel/common';
import { type Access, isOrganizationMember, isPlatformAdmin } from './access';

export type ProviderRef = { userId: number; organizationId: number };

/** A provider profile: read by its owner and the organization's people, changed by its owner. */
export const providerPolicy = {
  canRead: (access: Access, provider: ProviderRef) =>
    provider.userId === access.userId ||
    isPlatformAdmin(access) ||
    isOrganizationMember(access, provider.organizationId),
  canUpdate: (access: Pick<Access, 'userId'>, provider: ProviderRef) => provider.userId === access.userId,
};

/** `meta.abilities` of a provider profile (PATCH /api/providers/{slug} checks `canUpdate`). */
export const providerAbilities = (
  access: Pick<Access, 'userId'>,
  provider: ProviderRef,
): Abilities<ProviderAbility> => ({
  update: providerPolicy.canUpdate(access, provider),
});
