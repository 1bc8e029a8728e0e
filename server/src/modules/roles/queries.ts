import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { groupRoles, groups, organizationRoles, organizations } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';

const parent = alias(groups, 'parent');

/** `type = any(…)` with the types as one text parameter, so one prepared statement serves any choice. */
const typeIn = (column: typeof groupRoles.type | typeof organizationRoles.type) =>
  sql`${column} = any(string_to_array(${sql.placeholder('types')}, ','))`;

function buildGroupRoles(db: Db) {
  const query = db
    .select({
      role: { slug: groupRoles.slug, type: groupRoles.type, createdAt: groupRoles.createdAt },
      group: {
        slug: groups.slug,
        name: groups.name,
        description: groups.description,
        logoImageUrl: groups.logoImageUrl,
        organizationSlug: organizations.slug,
      },
      parentSlug: parent.slug,
      total: windowTotal(),
    })
    .from(groupRoles)
    .innerJoin(groups, eq(groups.id, groupRoles.groupId))
    .innerJoin(organizations, eq(organizations.id, groups.organizationId))
    .leftJoin(parent, eq(parent.id, groups.parentId))
    .where(and(eq(groupRoles.userId, sql.placeholder('userId')), typeIn(groupRoles.type)))
    .orderBy(desc(groupRoles.createdAt), desc(groupRoles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('group_roles_list');
  return withCompiledRows(query);
}

function buildOrganizationRoles(db: Db) {
  const query = db
    .select({
      role: {
        slug: organizationRoles.slug,
        type: organizationRoles.type,
        createdAt: organizationRoles.createdAt,
      },
      organization: {
        slug: organizations.slug,
        name: organizations.name,
        description: organizations.description,
        logoImageUrl: organizations.logoImageUrl,
        state: organizations.state,
      },
      total: windowTotal(),
    })
    .from(organizationRoles)
    .innerJoin(organizations, eq(organizations.id, organizationRoles.organizationId))
    .where(and(eq(organizationRoles.userId, sql.placeholder('userId')), typeIn(organizationRoles.type)))
    .orderBy(desc(organizationRoles.createdAt), desc(organizationRoles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('organization_roles_list');
  return withCompiledRows(query);
}

type ListParams = { userId: number; types: string[]; page: Page };

/** Runs a prepared list; past the last page the total is counted apart on the same table. */
async function runList<Row extends { total: number }>(
  db: Db,
  prepared: { execute(values: Record<string, unknown>): Promise<Row[]> },
  table: typeof groupRoles | typeof organizationRoles,
  { userId, types, page }: ListParams,
) {
  const rows = await prepared.execute({
    userId,
    types: types.join(','),
    limit: page.size,
    offset: page.offset,
  });
  const total = await totalOf(rows, page, async () => {
    const where = and(eq(table.userId, userId), inArray(table.type, types as never[]));
    return Number((await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0);
  });
  return { rows, total };
}

/**
 * The permission lists are read on every visit of the account page: prepared statements,
 * planned once per connection (db/statements.ts), with the total in the same query
 * (bench/README.md).
 */
export const listGroupRoles = (db: Db, userId: number, types: string[], page: Page) =>
  runList(db, statement(db, 'group_roles_list', buildGroupRoles), groupRoles, { userId, types, page });

export const listOrganizationRoles = (db: Db, userId: number, types: string[], page: Page) =>
  runList(db, statement(db, 'organization_roles_list', buildOrganizationRoles), organizationRoles, {
    userId,
    types,
    page,
  });

export type GroupRoleRecord = typeof groupRoles.$inferSelect;
export type OrganizationRoleRecord = typeof organizationRoles.$inferSelect;

export async function findGroupRole(db: Db, slug: string): Promise<GroupRoleRecord | undefined> {
  const [role] = await db.select().from(groupRoles).where(eq(groupRoles.slug, slug)).limit(1);
  return role;
}

export async function findOrganizationRole(
  db: Db,
  slug: string,
): Promise<OrganizationRoleRecord | undefined> {
  const [role] = await db.select().from(organizationRoles).where(eq(organizationRoles.slug, slug)).limit(1);
  return role;
}
