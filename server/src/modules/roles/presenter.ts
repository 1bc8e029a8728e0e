import type { groupRoleResource, organizationRoleResource, Presented } from '@evenkeel/common';
import { groupPath, organizationPath } from '../../lib/web-paths';
import { presentGroup } from '../groups/presenter';
import type { GroupRow } from '../groups/service';
import { type OrganizationRow, presentOrganization } from '../organizations/presenter';

/**
 * A group role. `role` is the role's type (spec §3 "type"): JSON:API reserves `type` for the
 * resource type. The group is always included.
 */
export function presentGroupRole(
  role: { slug: string; type: Presented<typeof groupRoleResource>['role']; createdAt: Date },
  group: GroupRow,
): Presented<typeof groupRoleResource> {
  return {
    type: 'roles',
    id: role.slug,
    role: role.type,
    dashboard_path: groupPath(group.slug),
    created_at: role.createdAt.toISOString(),
    group: presentGroup(group),
    relationshipNames: ['group'],
  };
}

export function presentOrganizationRole(
  role: { slug: string; type: Presented<typeof organizationRoleResource>['role']; createdAt: Date },
  organization: OrganizationRow,
): Presented<typeof organizationRoleResource> {
  return {
    type: 'organization_roles',
    id: role.slug,
    role: role.type,
    dashboard_path: organizationPath(organization.slug),
    created_at: role.createdAt.toISOString(),
    organization: presentOrganization(organization),
    relationshipNames: ['organization'],
  };
}
