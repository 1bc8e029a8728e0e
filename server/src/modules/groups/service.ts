import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groupRoles, groups, organizations, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import type { GroupRow, UserCard } from '../sharing/presenters';

const parent = alias(groups, 'parent');

export type GroupRecord = typeof groups.$inferSelect;

export const toGroupRow = (
  group: GroupRecord,
  organizationSlug: string,
  parentSlug: string | null,
): GroupRow => ({
  slug: group.slug,
  name: group.name,
  description: group.description,
  logoImageUrl: group.logoImageUrl,
  organizationSlug,
  parentSlug,
});

/** The group's administrators (users: slug, names, picture) and its number of units. */
export async function groupDetails(
  db: Db,
  groupId: number,
): Promise<{ administrators: UserCard[]; units: number }> {
  const [administrators, [units]] = await Promise.all([
    db
      .select({
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePictureUrl: users.profilePictureUrl,
      })
      .from(groupRoles)
      .innerJoin(users, eq(users.id, groupRoles.userId))
      .where(and(eq(groupRoles.groupId, groupId), eq(groupRoles.type, 'administrator')))
      .orderBy(asc(groupRoles.id)),
    db.select({ value: count() }).from(groups).where(eq(groups.parentId, groupId)),
  ]);
  return { administrators, units: units?.value ?? 0 };
}

/** Groups and units of an organization; `onlyIds` limits them to a group administrator's own. */
export async function listGroups(db: Db, organizationId: number, onlyIds: number[] | null, page: Page) {
  const mine: SQL | undefined =
    onlyIds === null ? undefined : or(inArray(groups.id, onlyIds), inArray(groups.parentId, onlyIds));
  const where = and(eq(groups.organizationId, organizationId), mine);
  const [rows, [total]] = await Promise.all([
    db
      .select({ group: groups, organizationSlug: organizations.slug, parentSlug: parent.slug })
      .from(groups)
      .innerJoin(organizations, eq(organizations.id, groups.organizationId))
      .leftJoin(parent, eq(parent.id, groups.parentId))
      .where(where)
      .orderBy(asc(groups.name), asc(groups.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: count() }).from(groups).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
