import type { Abilities, ProviderAbility } from '@evenkeel/common';
import { type Access, isActive, isOrganizationAdmin, isOrganizationMember, isPlatformAdmin } from './access';

/** A provider profile with its organization's state (loaded with it). */
export type ProviderRef = {
  userId: number;
  organizationId: number;
  organizationState: string;
  active: boolean;
};

/** Its organization's administrators (and the platform's) manage a provider's place in the care center. */
const managesProviders = (access: Access, organizationId: number) =>
  isPlatformAdmin(access) || isOrganizationAdmin(access, organizationId);

/**
 * A provider profile (issue 15). Its owner reads and edits it; the organization's members read
 * it while it is active; its administrators read it always and (de)activate it.
 */
export const providerPolicy = {
  canRead: (access: Access, provider: ProviderRef) =>
    provider.userId === access.userId ||
    managesProviders(access, provider.organizationId) ||
    (provider.active && isOrganizationMember(access, provider.organizationId)),
  canUpdate: (access: Pick<Access, 'userId'>, provider: ProviderRef) => provider.userId === access.userId,
  canChangeActive: (access: Access, provider: ProviderRef) =>
    managesProviders(access, provider.organizationId),
  /** Nothing changes in a disabled organization's care center (profiles, licences): else 422. */
  isWritable: (provider: ProviderRef) =>
    isActive({ id: provider.organizationId, state: provider.organizationState }),
  /**
   * What the search may return the actor: active providers of the organizations they belong to,
   * and every provider (deactivated too) of those they administer; a platform administrator, every one.
   */
  searchScope: (access: Access) => ({
    all: isPlatformAdmin(access),
    memberOrganizationIds: access.organizationRoles.map((r) => r.organizationId),
    adminOrganizationIds: access.organizationRoles
      .filter((r) => r.type === 'administrator')
      .map((r) => r.organizationId),
  }),
  /** The administrators' list of an organization's providers (with the deactivated ones). */
  canManageOf: (access: Access, organizationId: number) => managesProviders(access, organizationId),
  managesAny: (access: Access) =>
    isPlatformAdmin(access) || access.organizationRoles.some((r) => r.type === 'administrator'),
};

/** `meta.abilities` of a provider profile, from the predicates PATCH /api/providers/{slug} checks. */
/**
 * `contactable`: whether the reader and the provider may contact each other now, as chat's one
 * query answers it (modules/chat/contact.ts), which the route asks beside the provider's row.
 */
export const providerAbilities = (
  access: Access,
  provider: ProviderRef,
  contactable = false,
): Abilities<ProviderAbility> => ({
  update: providerPolicy.isWritable(provider) && providerPolicy.canUpdate(access, provider),
  change_active: providerPolicy.isWritable(provider) && providerPolicy.canChangeActive(access, provider),
  // documentPolicy.canRead of a provider's documents (benefits.ts) is whoever may read the profile.
  view_documents: providerPolicy.canRead(access, provider),
  message: contactable && provider.userId !== access.userId,
});
