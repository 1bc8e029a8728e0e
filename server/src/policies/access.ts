/**
 * What an actor holds, loaded once per request (one query, server/src/access/load-access.ts): the
 * policy predicates below and in the resource files decide from it alone, without queries.
 */
export type Access = {
  userId: number;
  email: string;
  platformAdmin: boolean;
  /** users.email_verified_at is set: the actor proved they receive mail at `email`. */
  emailVerified: boolean;
  organizationRoles: { organizationId: number; type: 'member' | 'administrator' }[];
  groupRoles: {
    groupId: number;
    organizationId: number;
    parentId: number | null;
    type: 'reporter' | 'administrator';
  }[];
  /** Pending invitations addressed to the actor (by account or e-mail). */
  invitations: { organizationId: number | null; groupId: number | null }[];
};

export type OrganizationRef = { id: number; state: string };
export type GroupRef = { id: number; organizationId: number; parentId: number | null };

/** Nobody acts inside a disabled organization (product.md §1). */
export const isActive = (org: OrganizationRef) => org.state !== 'disabled';

export const isPlatformAdmin = (access: Access) => access.platformAdmin;

export const isOrganizationAdmin = (access: Access, organizationId: number) =>
  access.organizationRoles.some((r) => r.organizationId === organizationId && r.type === 'administrator');

/** Holds the organization's `member` role (an administrator alone does not). */
export const holdsMemberRole = (access: Access, organizationId: number) =>
  access.organizationRoles.some((r) => r.organizationId === organizationId && r.type === 'member');

export const isOrganizationMember = (access: Access, organizationId: number) =>
  access.organizationRoles.some((r) => r.organizationId === organizationId);

/** An administrator of the group itself, or of its parent group when it is a unit. */
export const isGroupAdmin = (access: Access, group: GroupRef) =>
  access.groupRoles.some(
    (r) => r.type === 'administrator' && (r.groupId === group.id || r.groupId === group.parentId),
  );

export const hasGroupRoleInOrganization = (access: Access, organizationId: number) =>
  access.groupRoles.some((r) => r.organizationId === organizationId);

export const isGroupAdminInOrganization = (access: Access, organizationId: number) =>
  access.groupRoles.some((r) => r.organizationId === organizationId && r.type === 'administrator');
