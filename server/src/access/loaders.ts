import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { groups, organizations } from '../db/schema';

export type OrganizationRecord = typeof organizations.$inferSelect;
export type GroupRecord = typeof groups.$inferSelect;

export async function findOrganization(db: Db, slug: string): Promise<OrganizationRecord | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row;
}

const parent = alias(groups, 'parent');

/** A group with its organization and its parent's slug, in one query. */
export async function findGroup(db: Db, slug: string) {
  const [row] = await db
    .select({ group: groups, organization: organizations, parentSlug: parent.slug })
    .from(groups)
    .innerJoin(organizations, eq(organizations.id, groups.organizationId))
    .leftJoin(parent, eq(parent.id, groups.parentId))
    .where(eq(groups.slug, slug))
    .limit(1);
  return row;
}
