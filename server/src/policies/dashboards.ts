import {
  type Access,
  type GroupRef,
  isGroupAdmin,
  isOrganizationAdmin,
  isPlatformAdmin,
  type OrganizationRef,
} from './access';

/**
 * Dashboards (issue 14, product.md §8): aggregates only, after the privacy rule. Everyone else
 * gets 404 — a reporter of a group, a member, a provider — so nobody learns a dashboard exists.
 */
export const dashboardPolicy = {
  /** Its administrators and the platform's. */
  canSeeOrganization: (access: Access, org: OrganizationRef) =>
    isPlatformAdmin(access) || isOrganizationAdmin(access, org.id),
  /** A group's or unit's administrators (a unit's also through its group) and the organization's. */
  canSeeGroup: (access: Access, group: GroupRef) =>
    isOrganizationAdmin(access, group.organizationId) || isGroupAdmin(access, group),
};
