import { and, eq, gt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { User } from '../auth/user';
import type { Db } from '../db/client';
import { withCompiledRows } from '../db/compiled-rows';
import { groupRoles, groups, invitations, organizationRoles } from '../db/schema';
import { statement } from '../db/statements';
import type { Access } from '../policies';

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
  const rows = await accessStatement(db).execute({ userId: user.id, email });
  return toAccess(user, email, rows as Row[]);
}

/** Columns every part of the access query shares: numbers or null, the role's type as text. */
const nullableId = (column: unknown, name: string) => sql<string | number | null>`${column}`.as(name);
const noId = (name: string) => sql<string | number | null>`null::bigint`.as(name);
const typeText = (column: unknown) => sql<string>`${column}::text`.as('type');

/**
 * The access query, prepared once per database handle (planned once per connection,
 * db/statements.ts): it runs on nearly every sharing request, where planning the three-part
 * union cost more than running it.
 */
const accessStatement = (db: Db) => statement(db, 'load_access', buildAccessStatement);

function buildAccessStatement(db: Db) {
  const userId = sql.placeholder('userId');
  const organizationPart = db
    .select({
      kind: sql<Row['kind']>`'organization'`.as('kind'),
      organization_id: nullableId(organizationRoles.organizationId, 'organization_id'),
      group_id: noId('group_id'),
      parent_id: noId('parent_id'),
      type: typeText(organizationRoles.type),
    })
    .from(organizationRoles)
    .where(eq(organizationRoles.userId, userId));
  const groupPart = db
    .select({
      kind: sql<Row['kind']>`'group'`.as('kind'),
      organization_id: nullableId(groups.organizationId, 'organization_id'),
      group_id: nullableId(groups.id, 'group_id'),
      parent_id: nullableId(groups.parentId, 'parent_id'),
      type: typeText(groupRoles.type),
    })
    .from(groupRoles)
    .innerJoin(groups, eq(groups.id, groupRoles.groupId))
    .where(eq(groupRoles.userId, userId));
  const invitationPart = db
    .select({
      kind: sql<Row['kind']>`'invitation'`.as('kind'),
      organization_id: nullableId(invitations.organizationId, 'organization_id'),
      group_id: nullableId(invitations.groupId, 'group_id'),
      parent_id: noId('parent_id'),
      type: typeText(invitations.type),
    })
    .from(invitations)
    .where(
      and(
        or(eq(invitations.inviteeId, userId), eq(invitations.email, sql.placeholder('email'))),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return withCompiledRows(unionAll(organizationPart, groupPart, invitationPart).prepare('load_access'));
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
