import { sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import type { Access } from '../../policies';

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
      from invitations i
      where (i.invitee_id = ${user.id} or i.email = ${email}) and i.expires_at > now()`);
  return toAccess(user, email, (result as unknown as { rows: Row[] }).rows);
}

/** The roles of several people (inviters, to judge their invitations), in one query. */
export async function loadRoleAccesses(
  db: Db,
  people: { id: number; email: string; platformAdmin: boolean }[],
): Promise<Map<number, Access>> {
  const accesses = new Map<number, Access>();
  const ids = [...new Set(people.map((person) => person.id))];
  if (ids.length === 0) return accesses;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select 'organization' as kind, r.user_id, r.organization_id, null::bigint as group_id, null::bigint as parent_id, r.type
      from organization_roles r where r.user_id in (${list})
    union all
    select 'group', r.user_id, g.organization_id, g.id, g.parent_id, r.type
      from group_roles r join groups g on g.id = r.group_id where r.user_id in (${list})`);
  const rows = (result as unknown as { rows: (Row & { user_id: string | number })[] }).rows;
  for (const person of people) {
    if (accesses.has(person.id)) continue;
    const own = rows.filter((row) => Number(row.user_id) === person.id);
    accesses.set(person.id, toAccess({ ...person, emailVerifiedAt: null }, person.email.toLowerCase(), own));
  }
  return accesses;
}

function toAccess(
  user: { id: number; platformAdmin: boolean; emailVerifiedAt: Date | null },
  email: string,
  rows: Row[],
): Access {
  const access: Access = {
    userId: user.id,
    email,
    platformAdmin: user.platformAdmin,
    emailVerified: user.emailVerifiedAt !== null,
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
