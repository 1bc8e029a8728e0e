import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import {
  benefitGroupMembers,
  benefitGroups,
  groupRoles,
  groups,
  invitations,
  organizationRoles,
  users,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { queueDelivery, recordEmail } from '../../mail/outbox';

type Organization = { id: number; name: string };
type Actor = { id: number; ip: string };

/**
 * The organization's administrator roles, locked for the transaction: two removals or
 * demotions at once cannot both pass the "last administrator" check.
 */
async function lockAdministrators(tx: Db, organizationId: number) {
  return tx
    .select({ id: organizationRoles.id, userId: organizationRoles.userId })
    .from(organizationRoles)
    .where(
      and(eq(organizationRoles.organizationId, organizationId), eq(organizationRoles.type, 'administrator')),
    )
    .for('update');
}

/** The person's roles in the organization, locked, with what the e-mail needs; 404 when none. */
async function lockRoles(tx: Db, organizationId: number, userSlug: string) {
  const roles = await tx
    .select({
      id: organizationRoles.id,
      type: organizationRoles.type,
      userId: users.id,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
    })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(and(eq(organizationRoles.organizationId, organizationId), eq(users.slug, userSlug)))
    .for('update', { of: organizationRoles });
  const [first] = roles;
  if (!first) throw notFound();
  return { person: first, roles };
}

/**
 * Removes a person from the organization in one transaction: their roles in its groups and
 * units, their rows in its benefit groups, the pending invitations it sent them, then their
 * organization roles, with the audit row and the e-mail that tells them (in their language,
 * queued after commit). Their own data (check-ups, logs, messages, coverage uses) stays theirs.
 * The last administrator is refused (422): the organization is never left without one.
 */
export async function removeMember(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  org: Organization,
  userSlug: string,
  actor: Actor,
): Promise<void> {
  const emailId = await ctx.db.transaction(async (tx) => {
    const administrators = await lockAdministrators(tx, org.id);
    const { person, roles } = await lockRoles(tx, org.id, userSlug);
    const administrator = roles.some((role) => role.type === 'administrator');
    if (administrator && administrators.length <= 1) {
      throw new ApiError(422, 'last_administrator', 'errors.last_organization_administrator_remove');
    }
    const orgGroups = tx.select({ id: groups.id }).from(groups).where(eq(groups.organizationId, org.id));
    await tx
      .delete(groupRoles)
      .where(and(eq(groupRoles.userId, person.userId), inArray(groupRoles.groupId, orgGroups)));
    // The member role's trigger (migration 0020) ends these too; said here so the removal does
    // not depend on which roles the person held.
    await tx
      .delete(benefitGroupMembers)
      .where(
        and(
          eq(benefitGroupMembers.userId, person.userId),
          inArray(
            benefitGroupMembers.benefitGroupId,
            tx
              .select({ id: benefitGroups.id })
              .from(benefitGroups)
              .where(eq(benefitGroups.organizationId, org.id)),
          ),
        ),
      );
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.organizationId, org.id),
          or(eq(invitations.inviteeId, person.userId), eq(invitations.email, sql`lower(${person.email})`)),
        ),
      );
    await tx.delete(organizationRoles).where(
      inArray(
        organizationRoles.id,
        roles.map((role) => role.id),
      ),
    );
    await recordAudit(tx, {
      action: 'organization_member_removed',
      actorId: actor.id,
      subjectUserId: person.userId,
      detail: roles
        .map((role) => role.type)
        .sort()
        .join(','),
      ip: actor.ip,
    });
    return recordEmail(tx, {
      userId: person.userId,
      actorId: actor.id,
      to: person.email,
      locale: person.locale,
      template: { kind: 'member_removed', name: person.firstName, organization: org.name },
    });
  });
  await queueDelivery(ctx.jobs, emailId);
}

/**
 * An administrator back to member, in one transaction with its audit row: the administrator
 * role ends and the member role is kept (or given). 422 for someone who is not an
 * administrator, or the last one.
 */
export async function demoteMember(db: Db, org: Organization, userSlug: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const administrators = await lockAdministrators(tx, org.id);
    const { person, roles } = await lockRoles(tx, org.id, userSlug);
    const role = roles.find((r) => r.type === 'administrator');
    if (!role) throw new ApiError(422, 'validation_failed', 'errors.not_an_organization_administrator');
    if (administrators.length <= 1) {
      throw new ApiError(422, 'last_administrator', 'errors.last_organization_administrator_demote');
    }
    await tx.delete(organizationRoles).where(eq(organizationRoles.id, role.id));
    await tx
      .insert(organizationRoles)
      .values({ organizationId: org.id, userId: person.userId, type: 'member' })
      .onConflictDoNothing();
    await recordAudit(tx, {
      action: 'organization_administrator_demoted',
      actorId: actor.id,
      subjectUserId: person.userId,
      ip: actor.ip,
    });
  });
}
