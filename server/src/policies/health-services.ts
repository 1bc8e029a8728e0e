import type { Abilities, HealthServiceAbility } from '@evenkeel/common';
import { type Access, isOrganizationAdmin, isOrganizationMember, isPlatformAdmin } from './access';

export type HealthServiceOwner = { organizationId: number };

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
};

export const healthServiceAbilities = (
  access: Access,
  service: HealthServiceOwner,
): Abilities<HealthServiceAbility> => ({
  update: healthServicePolicy.canManage(access, service.organizationId),
  delete: healthServicePolicy.canManage(access, service.organizationId),
});
