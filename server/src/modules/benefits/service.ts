import type { BenefitGroupCreateInput, BenefitGroupUpdateInput } from '@evenkeel/common';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import {
  benefitGroupMembers,
  benefitGroups,
  documents,
  organizationRoles,
  organizations,
  uploads,
  users,
} from '../../db/schema';
import { personNameOrder } from '../../db/sort-key';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import type { BenefitGroupRef } from '../../policies';

export type BenefitGroupRecord = typeof benefitGroups.$inferSelect;
export type OrganizationRecord = typeof organizations.$inferSelect;
export type FoundBenefitGroup = {
  group: BenefitGroupRecord;
  organization: OrganizationRecord;
  ref: BenefitGroupRef;
};

/** Whether `userId` is in the benefit group: one correlated subquery beside the row. */
const memberOf = (userId: number) =>
  sql<boolean>`exists (select 1 from ${benefitGroupMembers} where ${benefitGroupMembers.benefitGroupId} = ${benefitGroups.id} and ${benefitGroupMembers.userId} = ${userId})`;

const toFound = (row: {
  group: BenefitGroupRecord;
  organization: OrganizationRecord;
  actorIsMember: boolean;
}): FoundBenefitGroup => ({
  group: row.group,
  organization: row.organization,
  ref: {
    id: row.group.id,
    organizationId: row.group.organizationId,
    organizationState: row.organization.state,
    actorIsMember: row.actorIsMember,
  },
});

/** A benefit group by slug with its organization and whether the actor is one of its members. */
export async function findBenefitGroup(
  db: Db,
  slug: string,
  actorId: number,
): Promise<FoundBenefitGroup | undefined> {
  const [row] = await db
    .select({ group: benefitGroups, organization: organizations, actorIsMember: memberOf(actorId) })
    .from(benefitGroups)
    .innerJoin(organizations, eq(organizations.id, benefitGroups.organizationId))
    .where(eq(benefitGroups.slug, slug))
    .limit(1);
  return row ? toFound(row) : undefined;
}

/** The same by internal id (a coverage's or document's group). */
export async function findBenefitGroupById(
  db: Db,
  id: number,
  actorId: number,
): Promise<FoundBenefitGroup | undefined> {
  const [row] = await db
    .select({ group: benefitGroups, organization: organizations, actorIsMember: memberOf(actorId) })
    .from(benefitGroups)
    .innerJoin(organizations, eq(organizations.id, benefitGroups.organizationId))
    .where(eq(benefitGroups.id, id))
    .limit(1);
  return row ? toFound(row) : undefined;
}

export async function memberCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ id: benefitGroupMembers.benefitGroupId, value: count() })
    .from(benefitGroupMembers)
    .where(inArray(benefitGroupMembers.benefitGroupId, groupIds))
    .groupBy(benefitGroupMembers.benefitGroupId);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/**
 * An organization's benefit groups by name: every one for its administrators (`all`), else only
 * those the actor is in.
 */
export async function listBenefitGroups(
  db: Db,
  organizationId: number,
  actorId: number,
  all: boolean,
  page: Page,
) {
  const where = and(eq(benefitGroups.organizationId, organizationId), all ? undefined : memberOf(actorId));
  const rows = await db
    .select({ group: benefitGroups, actorIsMember: memberOf(actorId), total: windowTotal() })
    .from(benefitGroups)
    .where(where)
    .orderBy(asc(benefitGroups.sortName), asc(benefitGroups.name), asc(benefitGroups.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    Number((await db.select({ value: count() }).from(benefitGroups).where(where))[0]?.value ?? 0),
  );
  return { rows, total };
}

export async function createBenefitGroup(
  db: Db,
  organizationId: number,
  input: BenefitGroupCreateInput,
  actor: { id: number; ip: string },
): Promise<BenefitGroupRecord> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(benefitGroups)
      .values({
        organizationId,
        name: input.name,
        nameFr: input.name_fr ?? null,
        description: input.description ?? null,
      })
      .returning();
    if (!group) throw new Error('benefit group not created');
    await recordAudit(tx, {
      action: 'benefit_group_created',
      actorId: actor.id,
      detail: group.slug,
      ip: actor.ip,
    });
    return group;
  });
}

export async function updateBenefitGroup(
  db: Db,
  groupId: number,
  input: BenefitGroupUpdateInput,
): Promise<BenefitGroupRecord> {
  const [updated] = await db
    .update(benefitGroups)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.name_fr !== undefined ? { nameFr: input.name_fr } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(benefitGroups.id, groupId))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

/**
 * Deletes the group; its members, coverage (and their uses) go with it, and its documents with
 * their uploads. Returns the files to remove after commit.
 */
export async function deleteBenefitGroup(
  db: Db,
  group: BenefitGroupRecord,
  actor: { id: number; ip: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await documentFilesOfGroup(tx, group.id);
    if (files.length > 0)
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          files.map((file) => file.id),
        ),
      );
    await tx.delete(benefitGroups).where(eq(benefitGroups.id, group.id));
    await recordAudit(tx, {
      action: 'benefit_group_deleted',
      actorId: actor.id,
      detail: group.slug,
      ip: actor.ip,
    });
    return files.map((file) => file.key);
  });
}

/** The storage keys of a group's documents, to remove after commit (their rows cascade). */
async function documentFilesOfGroup(db: Db, groupId: number) {
  return db
    .select({ id: uploads.id, key: uploads.storageKey })
    .from(documents)
    .innerJoin(uploads, eq(uploads.id, documents.uploadId))
    .where(eq(documents.benefitGroupId, groupId));
}

/** The organization's members (role `member`), by name, each with whether they are in the group. */
export async function listCandidates(db: Db, group: BenefitGroupRecord, onlyInGroup: boolean, page: Page) {
  const inGroup = sql<boolean>`exists (select 1 from ${benefitGroupMembers} where ${benefitGroupMembers.benefitGroupId} = ${group.id} and ${benefitGroupMembers.userId} = ${users.id})`;
  const where = and(
    eq(organizationRoles.organizationId, group.organizationId),
    eq(organizationRoles.type, 'member'),
    onlyInGroup ? inGroup : undefined,
  );
  const rows = await db
    .select({
      slug: users.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      inGroup,
      total: windowTotal(),
    })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(where)
    .orderBy(...personNameOrder(users))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    Number(
      (
        await db
          .select({ value: count() })
          .from(organizationRoles)
          .innerJoin(users, eq(users.id, organizationRoles.userId))
          .where(where)
      )[0]?.value ?? 0,
    ),
  );
  return { rows, total };
}
