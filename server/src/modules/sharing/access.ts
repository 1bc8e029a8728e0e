import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Access } from '../../policies';
import type { User } from '../sessions/service';

type Row = {
  kind: 'organization' | 'group' | 'invitation';
  organization_id: string | number | null;
  group_id: string | number | null;
  parent_id: string | number | null;
  type: string;
};

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Everything the policies need about the actor, in one query: organization roles, group roles
 * (with their group's organization and parent), and pending invitations addressed to them.
 */
export async function loadAccess(db: Db, user: User): Promise<Access> {
  const email = user.email.toLowerCase();
  const result = await db.execute(sql`
    select 'organization' as kind, r.organization_id, null::bigint as group_id, null::bigint as parent_id, r.type
      from organization_roles r where r.user_id = ${user.id}
    union all
    select 'group', g.organization_id, g.id, g.parent_id, r.type
      from group_roles r join groups g on g.id = r.group_id where r.user_id = ${user.id}
    union all
    select 'invitation', i.organization_id, i.group_id, null, i.type
      from invitations i where i.invitee_id = ${user.id} or i.email = ${email}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const access: Access = {
    userId: user.id,
    email,
    platformAdmin: user.platformAdmin,
    organizationRoles: [],
    groupRoles: [],
    invitations: [],
  };
  for (const row of rows) {
    if (row.kind === 'organization') {
      access.organizationRoles.push({
        organizationId: Number(row.organization_id),
        type: row.type as 'member' | 'administrator',
      });
    } else if (row.kind === 'group') {
      access.groupRoles.push({
        groupId: Number(row.group_id),
        organizationId: Number(row.organization_id),
        parentId: num(row.parent_id),
        type: row.type as 'reporter' | 'administrator',
      });
    } else {
      access.invitations.push({ organizationId: num(row.organization_id), groupId: num(row.group_id) });
    }
  }
  return access;
}
