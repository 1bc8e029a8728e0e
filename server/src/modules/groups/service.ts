import type { GroupCreateInput, GroupUpdateInput } from '@evenkeel/common';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { groupRoles, groups, organizations, users } from '../../db/schema';
import { personNameOrder } from '../../db/sort-key';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import type { ServerTranslate } from '../../i18n';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { findOwnUpload } from '../uploads/service';
import type { UserCard } from '../users/presenter';

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

/**
 * The group's administrators (users: slug, names, picture), a unit's with its parent group's
 * (they administer it too, and a reporter's yes goes to them: decision 0011), each once, in
 * the order they became administrators; and its number of units.
 */
export async function groupDetails(
  db: Db,
  groupId: number,
): Promise<{ administrators: UserCard[]; units: number }> {
  const [rows, [units]] = await Promise.all([
    db
      .select({
        userId: users.id,
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePictureUrl: users.profilePictureUrl,
      })
      .from(groupRoles)
      .innerJoin(users, eq(users.id, groupRoles.userId))
      .where(
        and(
          eq(groupRoles.type, 'administrator'),
          or(
            eq(groupRoles.groupId, groupId),
            sql`${groupRoles.groupId} = (select parent_id from groups where id = ${groupId})`,
          ),
        ),
      )
      .orderBy(asc(groupRoles.id)),
    db.select({ value: count() }).from(groups).where(eq(groups.parentId, groupId)),
  ]);
  const seen = new Set<number>();
  const administrators = rows
    .filter((row) => !seen.has(row.userId) && Boolean(seen.add(row.userId)))
    .map(({ userId: _, ...card }) => card);
  return { administrators, units: units?.value ?? 0 };
}

/** Groups and units of an organization; `onlyIds` limits them to a group administrator's own. */
export async function listGroups(db: Db, organizationId: number, onlyIds: number[] | null, page: Page) {
  const mine: SQL | undefined =
    onlyIds === null ? undefined : or(inArray(groups.id, onlyIds), inArray(groups.parentId, onlyIds));
  const where = and(eq(groups.organizationId, organizationId), mine);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        group: groups,
        organizationSlug: organizations.slug,
        parentSlug: parent.slug,
      })
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

/** A group or unit by slug, alone (the parent a new unit names). */
export async function findGroupRecord(db: Db, slug: string): Promise<GroupRecord | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.slug, slug)).limit(1);
  return row;
}

/** Creates a group, or a unit under `parent`, and its audit row in one transaction. */
export async function createGroup(
  db: Db,
  organizationId: number,
  parent: GroupRecord | undefined,
  input: GroupCreateInput,
  actor: { id: number; ip: string },
): Promise<GroupRecord> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({
        organizationId,
        parentId: parent?.id ?? null,
        name: input.name,
        description: input.description ?? null,
      })
      .returning();
    if (!group) throw new Error('group not created');
    await recordAudit(tx, {
      action: parent ? 'unit_created' : 'group_created',
      actorId: actor.id,
      detail: group.slug,
      ip: actor.ip,
    });
    return group;
  });
}

/**
 * Applies an update in one transaction, with its audit row naming the fields changed. A logo is
 * a `group_logo` upload of the person setting it (or null to remove it).
 */
export async function updateGroup(
  db: Db,
  groupId: number,
  input: GroupUpdateInput,
  actor: { id: number; ip: string; t: ServerTranslate },
): Promise<GroupRecord> {
  return db.transaction(async (tx) => {
    if (input.logo_image_url && !(await findOwnUpload(tx, actor.id, input.logo_image_url, 'group_logo'))) {
      throw validationFailed([
        {
          field: 'logo_image_url',
          pointer: '/data/attributes/logo_image_url',
          message: actor.t('validation.group_logo_upload'),
        },
      ]);
    }
    const [updated] = await tx
      .update(groups)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.logo_image_url !== undefined ? { logoImageUrl: input.logo_image_url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(groups.id, groupId))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, {
      action: updated.parentId === null ? 'group_updated' : 'unit_updated',
      actorId: actor.id,
      detail: `${updated.slug}:${Object.keys(input).sort().join(',')}`,
      ip: actor.ip,
    });
    return updated;
  });
}

export type Reporter = {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  /** The reporter gave the reader, by person, their consent for this group (decision 0011). */
  consentGiven: boolean;
};

/** A page of the group's reporters, by name, with their total. */
export async function listReporters(
  db: Db,
  groupId: number,
  readerId: number,
  page: Page,
): Promise<{ rows: Reporter[]; total: number }> {
  const where = and(eq(groupRoles.groupId, groupId), eq(groupRoles.type, 'reporter'));
  const rows = await db
    .select({
      id: users.id,
      slug: users.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureUrl: users.profilePictureUrl,
      consentGiven: sql<boolean>`exists (
        select 1 from result_consents rc
        where rc.reporter_id = ${users.id} and rc.group_id = ${groupId}
          and rc.administrator_id = ${readerId} and rc.state = 'given')`,
      total: windowTotal(),
    })
    .from(groupRoles)
    .innerJoin(users, eq(users.id, groupRoles.userId))
    .where(where)
    .orderBy(...personNameOrder(users))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    Number((await db.select({ value: count() }).from(groupRoles).where(where))[0]?.value ?? 0),
  );
  return { rows, total };
}

/**
 * Ends a reporter's role in one transaction with its audit row (a role change) and the e-mail
 * that tells the reporter, in their language, queued after commit. 404 when
 * the person holds no role in the group, 422 when they are one of its administrators.
 */
export async function removeReporter(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  group: Pick<GroupRecord, 'id' | 'name'>,
  userSlug: string,
  actor: { id: number; ip: string },
): Promise<void> {
  const emailId = await ctx.db.transaction(async (tx) => {
    const roles = await tx
      .select({
        id: groupRoles.id,
        type: groupRoles.type,
        userId: users.id,
        email: users.email,
        locale: users.locale,
        firstName: users.firstName,
      })
      .from(groupRoles)
      .innerJoin(users, eq(users.id, groupRoles.userId))
      .where(and(eq(groupRoles.groupId, group.id), eq(users.slug, userSlug)))
      .for('update', { of: groupRoles });
    const reporter = roles.find((role) => role.type === 'reporter');
    if (!reporter) {
      // An administrator of the group is listed on its page anyway; anyone else is not found.
      if (roles.length > 0) throw new ApiError(422, 'not_a_reporter', 'errors.not_a_reporter');
      throw notFound();
    }
    await tx.delete(groupRoles).where(eq(groupRoles.id, reporter.id));
    await recordAudit(tx, {
      action: 'group_role_removed',
      actorId: actor.id,
      subjectUserId: reporter.userId,
      detail: 'reporter',
      ip: actor.ip,
    });
    return recordEmail(tx, {
      userId: reporter.userId,
      actorId: actor.id,
      to: reporter.email,
      locale: reporter.locale,
      template: { kind: 'reporter_removed', name: reporter.firstName, group: group.name },
    });
  });
  await queueDelivery(ctx.jobs, emailId);
}

/** A group as the presenters read it. */
export type GroupRow = {
  slug: string;
  name: string;
  description: string | null;
  logoImageUrl: string | null;
  organizationSlug: string;
  parentSlug: string | null;
};
