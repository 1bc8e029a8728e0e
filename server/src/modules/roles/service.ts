import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { groupRoles, groups, organizationRoles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { GroupRoleRecord, OrganizationRoleRecord } from './queries';

/**
 * Leaves a group (the route loaded the role and checked it is the actor's). The group's
 * administrator rows are locked first, so two administrators leaving at once cannot both pass
 * the "last administrator" check.
 */
export async function leaveGroup(db: Db, role: GroupRoleRecord, ip: string): Promise<void> {
  const { userId } = role;
  await db.transaction(async (tx) => {
    if (role.type === 'administrator') {
      const admins = await tx
        .select({ id: groupRoles.id })
        .from(groupRoles)
        .where(and(eq(groupRoles.groupId, role.groupId), eq(groupRoles.type, 'administrator')))
        .for('update');
      if (!admins.some((admin) => admin.id === role.id)) return;
      if (admins.length <= 1) {
        throw new ApiError(422, 'last_administrator', 'errors.last_group_administrator');
      }
    }
    await tx.delete(groupRoles).where(eq(groupRoles.id, role.id));
    await recordAudit(tx, { action: 'group_role_left', actorId: userId, detail: role.type, ip });
  });
}

/**
 * Leaves an organization (the route loaded the role and checked it is the actor's). Leaving as
 * a member also ends the group roles held in its groups and units; the last administrator must
 * hand over first.
 */
export async function leaveOrganization(db: Db, role: OrganizationRoleRecord, ip: string): Promise<void> {
  const { userId } = role;
  await db.transaction(async (tx) => {
    if (role.type === 'administrator') {
      const admins = await tx
        .select({ id: organizationRoles.id })
        .from(organizationRoles)
        .where(
          and(
            eq(organizationRoles.organizationId, role.organizationId),
            eq(organizationRoles.type, 'administrator'),
          ),
        )
        .for('update');
      if (!admins.some((admin) => admin.id === role.id)) return;
      if (admins.length <= 1) {
        throw new ApiError(422, 'last_administrator', 'errors.last_organization_administrator');
      }
    }
    await tx.delete(organizationRoles).where(eq(organizationRoles.id, role.id));
    if (role.type === 'member') {
      await tx
        .delete(groupRoles)
        .where(
          and(
            eq(groupRoles.userId, userId),
            inArray(
              groupRoles.groupId,
              tx.select({ id: groups.id }).from(groups).where(eq(groups.organizationId, role.organizationId)),
            ),
          ),
        );
    }
    await recordAudit(tx, { action: 'organization_role_left', actorId: userId, detail: role.type, ip });
  });
}
