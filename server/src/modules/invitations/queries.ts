import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, invitations, organizations, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';

const inviter = alias(users, 'inviter');
const invitee = alias(users, 'invitee');

/** One row per invitation with everything its presenter needs: one query whatever the count. */
const detailColumns = {
  invitation: invitations,
  inviter: {
    slug: inviter.slug,
    firstName: inviter.firstName,
    lastName: inviter.lastName,
    email: inviter.email,
    profilePictureUrl: inviter.profilePictureUrl,
  },
  invitee: { firstName: invitee.firstName, lastName: invitee.lastName },
  organization: {
    id: organizations.id,
    slug: organizations.slug,
    name: organizations.name,
    logoImageUrl: organizations.logoImageUrl,
    state: organizations.state,
  },
  group: {
    id: groups.id,
    slug: groups.slug,
    name: groups.name,
    logoImageUrl: groups.logoImageUrl,
    organizationId: groups.organizationId,
    parentId: groups.parentId,
  },
};

function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(invitee, eq(invitee.id, invitations.inviteeId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId));
}

export type InvitationDetail = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

/** Addressed to the user: by account, or by the e-mail address before the account existed. */
export const addressedTo = (userId: number, email: string) =>
  or(eq(invitations.inviteeId, userId), eq(invitations.email, email.toLowerCase()));

export async function listInvitations(db: Db, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    detailQuery(db)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: count() }).from(invitations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One invitation by slug; `forUpdate` locks it until the transaction ends. */
export async function findInvitation(db: Db, slug: string, forUpdate = false) {
  const query = detailQuery(db).where(eq(invitations.slug, slug)).limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}

export const scopeFilter = (scope: string | undefined) =>
  scope ? eq(invitations.scope, scope as 'organization') : undefined;

export { and };
