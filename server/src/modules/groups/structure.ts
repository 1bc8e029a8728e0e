import type { Locale } from '@evenkeel/common';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import { groupRoles, groups, invitations, membershipSpans, organizations, users } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { reaskOnUnitMoved } from '../consents/service';
import type { GroupRecord } from './service';

/**
 * The organization's shape (issue 31, docs/decisions/0025-groups-management.md): a unit moved
 * under another group, a group (with its units) or a unit deleted. Each in one transaction
 * with its audit rows; e-mails queued after commit.
 */

type Actor = { id: number; ip: string; t: ServerTranslate };

const parentError = (t: ServerTranslate, key: Parameters<ServerTranslate>[0]) =>
  validationFailed([{ field: 'parent', pointer: '/data/relationships/parent', message: t(key) }]);

/**
 * Moves `unit` under the group `parentSlug`: 422 on `parent` for a group (only units move), for
 * the unit itself, for a unit (one level: product.md §1), and for a group of another
 * organization or none (the same message: nobody learns another organization's groups). The new
 * group's administrators are asked for each reporter's consent; a consent to someone who no
 * longer administers the unit ends (consents/service.ts). Returns the new parent.
 */
export async function moveUnit(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'env'>,
  unit: GroupRecord,
  parentSlug: string,
  actor: Actor,
): Promise<{ unit: GroupRecord; parent: GroupRecord }> {
  if (unit.parentId === null) throw parentError(actor.t, 'groups_management.move_only_units');
  if (parentSlug === unit.slug) throw parentError(actor.t, 'groups_management.move_into_itself');
  const { moved, parent, emailIds } = await ctx.db.transaction(async (tx) => {
    // Both rows locked: a concurrent move or deletion of either waits for this one.
    const rows = await tx
      .select()
      .from(groups)
      .where(or(eq(groups.id, unit.id), eq(groups.slug, parentSlug)))
      .for('update');
    const current = rows.find((row) => row.id === unit.id);
    const parent = rows.find((row) => row.slug === parentSlug);
    if (!current) throw notFound();
    if (!parent || parent.organizationId !== current.organizationId) {
      throw parentError(actor.t, 'groups_management.move_other_organization');
    }
    if (parent.parentId !== null) throw parentError(actor.t, 'groups_management.move_into_unit');
    if (current.parentId === parent.id) return { moved: current, parent, emailIds: [] };
    const [moved] = await tx
      .update(groups)
      .set({ parentId: parent.id, updatedAt: new Date() })
      .where(eq(groups.id, current.id))
      .returning();
    if (!moved) throw notFound();
    // The dashboards count a unit's people in the group its span names (migration 0029): the
    // unit's open spans end now and go on from now under the new group, as if its people had
    // left one group and joined the other. No period before the move changes, and the privacy
    // rule compares the periods around it as it does for anyone who moves (decision 0025).
    const moment = new Date();
    const ended = await tx
      .update(membershipSpans)
      .set({ endedAt: moment })
      .where(and(eq(membershipSpans.groupId, moved.id), isNull(membershipSpans.endedAt)))
      .returning({ userId: membershipSpans.userId, organizationId: membershipSpans.organizationId });
    if (ended.length > 0) {
      await tx
        .insert(membershipSpans)
        .values(
          ended.map((span) => ({ ...span, groupId: moved.id, parentId: parent.id, startedAt: moment })),
        );
    }
    const emailIds = await reaskOnUnitMoved(tx, {
      unitId: moved.id,
      parentId: parent.id,
      publicUrl: ctx.env.publicUrl,
    });
    await recordAudit(tx, {
      action: 'unit_moved',
      actorId: actor.id,
      detail: `${moved.slug}:${parent.slug}`,
      ip: actor.ip,
    });
    return { moved, parent, emailIds };
  });
  await queueDelivery(ctx.jobs, ...emailIds);
  return { unit: moved, parent };
}

/**
 * Deletes a group with its units, or a unit, in one transaction: every reporter and administrator
 * role there ends (the trigger of migration 0019 ends each consent given through it, and the
 * membership spans close), its pending invitations are withdrawn (the invitations console keeps
 * them as withdrawn, migration 0028), then the rows go (their consents and dashboard figures with
 * them). An audit row for the deletion and one per role ended; each person who held a role is
 * told once, by e-mail in their language, after commit.
 */
export async function deleteGroup(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  group: GroupRecord,
  actor: Omit<Actor, 't'>,
): Promise<void> {
  const emailIds = await ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: groups.id, name: groups.name, slug: groups.slug })
      .from(groups)
      .where(or(eq(groups.id, group.id), eq(groups.parentId, group.id)))
      .for('update');
    const target = locked.find((row) => row.id === group.id);
    if (!target) throw notFound();
    const ids = locked.map((row) => row.id);
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, group.organizationId));
    const roles = await tx
      .delete(groupRoles)
      .where(inArray(groupRoles.groupId, ids))
      .returning({ userId: groupRoles.userId, type: groupRoles.type, groupId: groupRoles.groupId });
    const withdrawn = await tx
      .delete(invitations)
      .where(inArray(invitations.groupId, ids))
      .returning({ id: invitations.id });
    // A unit's people counted in its group's dashboards too: their history (spans, just closed by
    // the roles' ending) stays with the group, so the group's periods released later agree with
    // those released before; otherwise comparing them would give away the deleted unit's people.
    if (group.parentId !== null) {
      await tx
        .update(membershipSpans)
        .set({ groupId: group.parentId, parentId: null })
        .where(eq(membershipSpans.groupId, group.id));
    }
    await tx
      .delete(groups)
      .where(and(inArray(groups.id, ids), eq(groups.organizationId, group.organizationId)));
    await recordAudit(tx, {
      action: group.parentId === null ? 'group_deleted' : 'unit_deleted',
      actorId: actor.id,
      detail: `${target.slug}:units=${ids.length - 1},roles=${roles.length},invitations=${withdrawn.length}`,
      ip: actor.ip,
    });
    for (const role of roles) {
      await recordAudit(tx, {
        action: 'group_role_removed',
        actorId: actor.id,
        subjectUserId: role.userId,
        detail: role.type,
        ip: actor.ip,
      });
    }
    const people = [...new Set(roles.map((role) => role.userId))];
    if (people.length === 0) return [];
    const recipients = await tx
      .select({ id: users.id, email: users.email, locale: users.locale, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, people));
    const queued: number[] = [];
    for (const person of recipients) {
      queued.push(
        await recordEmail(tx, {
          userId: person.id,
          actorId: actor.id,
          to: person.email,
          locale: person.locale as Locale,
          template: {
            kind: 'group_deleted',
            name: person.firstName,
            group: target.name,
            organization: organization?.name ?? '',
          },
        }),
      );
    }
    return queued;
  });
  await queueDelivery(ctx.jobs, ...emailIds);
}
