import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { groups, invitations, organizations, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { type Access, type InvitationRow, invitationPolicy, isAlive, targetOf } from '../../policies';

const inviter = alias(users, 'inviter');

/** One row per invitation with everything its presenter needs: one query whatever the count. */
const detailColumns = {
  invitation: invitations,
  inviter: {
    slug: inviter.slug,
    firstName: inviter.firstName,
    lastName: inviter.lastName,
    email: inviter.email,
    profilePictureUrl: inviter.profilePictureUrl,
    platformAdmin: inviter.platformAdmin,
  },
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
  /**
   * The inviter's roles on the invitation's target, read by the same statement: the target's
   * organization (the invitation's, or its group's) and the group or its parent, which is all
   * `invitationPolicy.canCreate` looks at. The policy still judges each row (`withInviterRights`),
   * with no query of its own. Tuples: [organization id, type] and [group id, organization id,
   * parent id, type]; null when there are none.
   */
  inviterOrganizationRoles: sql<[number, string][] | null>`(
    select json_agg(json_build_array(r.organization_id, r.type)) from organization_roles r
    where r.user_id = ${invitations.inviterId}
      and r.organization_id in (${invitations.organizationId}, ${groups.organizationId}))`,
  inviterGroupRoles: sql<[number, number, number | null, string][] | null>`(
    select json_agg(json_build_array(r.group_id, rg.organization_id, rg.parent_id, r.type))
    from group_roles r join groups rg on rg.id = r.group_id
    where r.user_id = ${invitations.inviterId} and r.group_id in (${groups.id}, ${groups.parentId}))`,
};

function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];
/** An invitation with its inviter, target, and whether the inviter may still send it. */
export type InvitationDetail = DetailRow & { inviterEntitled: boolean };

/** What the invitation policy reads from a detail row. */
export const policyRow = (detail: InvitationDetail): InvitationRow => ({
  inviteeId: detail.invitation.inviteeId,
  inviterId: detail.invitation.inviterId,
  email: detail.invitation.email,
  scope: detail.invitation.scope,
  type: detail.invitation.type,
  organizationId: detail.invitation.organizationId,
  groupId: detail.invitation.groupId,
  group: detail.group,
  expiresAt: detail.invitation.expiresAt,
  inviterEntitled: detail.inviterEntitled,
});

/** The inviter as the policy sees them, holding the roles their row carries on its target. */
function inviterAccess(row: DetailRow): Access {
  return {
    userId: row.invitation.inviterId,
    email: row.inviter.email.toLowerCase(),
    platformAdmin: row.inviter.platformAdmin,
    emailVerified: false,
    organizationRoles: (row.inviterOrganizationRoles ?? []).map(([organizationId, type]) => ({
      organizationId: Number(organizationId),
      type: type as Access['organizationRoles'][number]['type'],
    })),
    groupRoles: (row.inviterGroupRoles ?? []).map(([groupId, organizationId, parentId, type]) => ({
      groupId: Number(groupId),
      organizationId: Number(organizationId),
      parentId: parentId === null ? null : Number(parentId),
      type: type as Access['groupRoles'][number]['type'],
    })),
    invitations: [],
  };
}

/**
 * Judges each invitation's inviter against their current roles (`canCreate`), from the roles
 * its row carries (`detailColumns`): no query, whatever the number of inviters.
 */
export function withInviterRights(rows: DetailRow[]): InvitationDetail[] {
  return rows.map((row) => {
    const target = targetOf(policyRow({ ...row, inviterEntitled: false }));
    return { ...row, inviterEntitled: invitationPolicy.canCreate(inviterAccess(row), target) };
  });
}

/** The most invitations one person's received list reads before judging them (they are few). */
const RECEIVED_READ_CAP = 500;

type Listing = { who: 'received' | 'sent'; scoped: boolean };

/**
 * The list as one prepared statement per shape (received or sent, with or without a scope):
 * planned once per connection. The list is on every visit of the account page, so its cost
 * matters (bench/README.md). Sent: paged in SQL, the total from the same query (`count(*)
 * over ()`). Received: only unexpired rows, then those whose inviter may still send them
 * (judged in code by the policy, from the inviter's roles the same statement reads), paged after that.
 */
function buildListing(db: Db, { who, scoped }: Listing) {
  const mine =
    who === 'sent'
      ? eq(invitations.inviterId, sql.placeholder('userId'))
      : and(
          or(
            eq(invitations.inviteeId, sql.placeholder('userId')),
            eq(invitations.email, sql.placeholder('email')),
          ),
          gt(invitations.expiresAt, sql`now()`),
        );
  const statement = db
    .select({ ...detailColumns, total: windowTotal() })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId))
    .where(scoped ? and(mine, eq(invitations.scope, sql.placeholder('scope'))) : mine)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`invitations_${who}_${scoped ? 'scoped' : 'all'}`);
  return withCompiledRows(statement);
}

const listings = new WeakMap<Db, Map<string, ReturnType<typeof buildListing>>>();

export async function listInvitations(
  db: Db,
  listing: Listing & { userId: number; email: string; scope?: string },
  page: Page,
): Promise<{ rows: InvitationDetail[]; total: number }> {
  const shapes = listings.get(db) ?? new Map<string, ReturnType<typeof buildListing>>();
  listings.set(db, shapes);
  const key = `${listing.who}:${listing.scoped}`;
  let statement = shapes.get(key);
  if (!statement) {
    statement = buildListing(db, listing);
    shapes.set(key, statement);
  }
  const received = listing.who === 'received';
  const rows = await statement.execute({
    userId: listing.userId,
    email: listing.email.toLowerCase(),
    scope: listing.scope ?? '',
    limit: received ? RECEIVED_READ_CAP : page.size,
    offset: received ? 0 : page.offset,
  });
  if (received) {
    const now = new Date();
    const alive = withInviterRights(rows).filter((row) => isAlive(policyRow(row), now));
    return { rows: alive.slice(page.offset, page.offset + page.size), total: alive.length };
  }
  const total = await totalOf(rows, page, async () => {
    const scope = listing.scoped ? eq(invitations.scope, listing.scope as 'organization') : undefined;
    const [row] = await db
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, listing.userId), scope));
    return row?.value ?? 0;
  });
  return { rows: withInviterRights(rows), total };
}

/**
 * One invitation by slug. Not locked: the writes that end or renew it (service.ts) match its
 * id and slug, so one that changed or went since is a 404 there.
 */
export async function findInvitation(db: Db, slug: string): Promise<InvitationDetail | undefined> {
  const [row] = await detailQuery(db).where(eq(invitations.slug, slug)).limit(1);
  if (!row) return undefined;
  return withInviterRights([row])[0];
}
