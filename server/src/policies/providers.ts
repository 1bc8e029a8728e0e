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
