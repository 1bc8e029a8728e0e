import type { Abilities, HealthServiceAbility } from '@evenkeel/common';
import { type Access, isActive, isOrganizationAdmin, isOrganizationMember, isPlatformAdmin } from './access';

/** A health service's organization and its state (loaded with it). */
export type HealthServiceOwner = { organizationId: number; organizationState: string };

/**
 * An organization's health services (issue 15): seen by its members and administrators,
 * managed by its administrators.
 */
export const healthServicePolicy = {
  canList: (access: Access, organizationId: number) =>
    isPlatformAdmin(access) || isOrganizationMember(access, organizationId),
  canRead: (access: Access, service: HealthServiceOwner) =>
    healthServicePolicy.canList(access, service.organizationId),
  canManage: (access: Access, organizationId: number) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, organizationId),
  /** Nothing changes in a disabled organization (else 422 `organization_disabled`). */
  isWritable: (service: HealthServiceOwner) =>
    isActive({ id: service.organizationId, state: service.organizationState }),
};

export const healthServiceAbilities = (
  access: Access,
  service: HealthServiceOwner,
): Abilities<HealthServiceAbility> => ({
  update:
    healthServicePolicy.isWritable(service) && healthServicePolicy.canManage(access, service.organizationId),
  delete:
    healthServicePolicy.isWritable(service) && healthServicePolicy.canManage(access, service.organizationId),
});
