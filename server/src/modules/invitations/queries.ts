import { and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { groups, invitations, organizations, users } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Page } from '../../http/jsonapi';
import { earliestAhead } from '../../http/list-cache';
import { type Access, type InvitationRow, invitationPolicy, isAlive, targetOf } from '../../policies';

const inviter = alias(users, 'inviter');

/**
 * The roles the given people (an array of user ids) hold on an invitation's target, read by the
 * same statement: the target's organization (the invitation's, or its group's) and the group or
 * its parent, which is all the invitation policy looks at. Tuples [user id, organization id,
 * type] and [user id, group id, organization id, parent id, type]; null when there are none.
 * Both columns of the roles' unique indexes are compared to arrays, so each row's lookup is an
 * index-only probe of `(organization_id, user_id, type)` or `(group_id, user_id, type)` whatever
 * the statistics say; a condition on the organization alone let the planner walk every role
 * of the person instead (bench/README.md, 2026-11-25).
 */
function rolesOnTarget(people: SQL) {
  return {
    targetOrganizationRoles: sql<[number, number, string][] | null>`(
      select json_agg(json_build_array(r.user_id, r.organization_id, r.type)) from organization_roles r
      where r.organization_id = any(array[${invitations.organizationId}, ${groups.organizationId}])
        and r.user_id = any(${people}))`,
    targetGroupRoles: sql<[number, number, number, number | null, string][] | null>`(
      select json_agg(json_build_array(r.user_id, r.group_id, rg.organization_id, rg.parent_id, r.type))
      from group_roles r join groups rg on rg.id = r.group_id
      where r.group_id = any(array[${groups.id}, ${groups.parentId}]) and r.user_id = any(${people}))`,
  };
}

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
  ...rolesOnTarget(sql`array[${invitations.inviterId}]`),
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

/**
 * A person as the invitation policy sees them on this row's target: the roles the row carries
 * for them (`rolesOnTarget`), which are all the predicates ask about for this invitation.
 */
function accessOnTarget(
  row: DetailRow,
  person: { id: number; email: string; platformAdmin: boolean; emailVerified: boolean },
): Access {
  const organizationRoles: Access['organizationRoles'] = [];
  for (const [userId, organizationId, type] of row.targetOrganizationRoles ?? []) {
    if (Number(userId) !== person.id) continue;
    organizationRoles.push({
      organizationId: Number(organizationId),
      type: type as Access['organizationRoles'][number]['type'],
    });
  }
  const groupRoles: Access['groupRoles'] = [];
  for (const [userId, groupId, organizationId, parentId, type] of row.targetGroupRoles ?? []) {
    if (Number(userId) !== person.id) continue;
    groupRoles.push({
      groupId: Number(groupId),
      organizationId: Number(organizationId),
      parentId: parentId === null ? null : Number(parentId),
      type: type as Access['groupRoles'][number]['type'],
    });
  }
  return {
    userId: person.id,
    email: person.email.toLowerCase(),
    platformAdmin: person.platformAdmin,
    emailVerified: person.emailVerified,
    organizationRoles,
    groupRoles,
    invitations: [],
  };
}

/** The inviter as the policy sees them, holding the roles their row carries on its target. */
const inviterAccess = (row: DetailRow): Access =>
  accessOnTarget(row, {
    id: row.invitation.inviterId,
    email: row.inviter.email,
    platformAdmin: row.inviter.platformAdmin,
    emailVerified: false,
  });

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
 * (judged in code by the policy, from the inviter's roles the same statement reads), paged after
 * that; its read cap is a constant of the statement, so PostgreSQL keeps one generic plan instead
 * of planning every execution (with `limit $3` it judged a plan made for the values cheaper).
 * Each row also carries the actor's roles on its target, which is all the abilities ask about:
 * the session and this statement are the list's only round trips.
 */
function buildListing(db: Db, { who, scoped }: Listing) {
  const actor = sql.placeholder('userId');
  const mine =
    who === 'sent'
      ? eq(invitations.inviterId, actor)
      : and(
          or(eq(invitations.inviteeId, actor), eq(invitations.email, sql.placeholder('email'))),
          gt(invitations.expiresAt, sql`now()`),
        );
  const query = db
    .select({
      ...detailColumns,
      ...rolesOnTarget(sql`array[${invitations.inviterId}, ${actor}::bigint]`),
      total: windowTotal(),
    })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId))
    .where(scoped ? and(mine, eq(invitations.scope, sql.placeholder('scope'))) : mine)
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const paged =
    who === 'received'
      ? query.limit(sql.raw(String(RECEIVED_READ_CAP)) as never)
      : query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  return withCompiledRows(paged.prepare(listingName({ who, scoped })));
}

const listingName = ({ who, scoped }: Listing) => `invitations_${who}_${scoped ? 'scoped' : 'all'}`;

/** Who asks for the list: the user the session holds. */
export type ListReader = { id: number; email: string; platformAdmin: boolean; emailVerifiedAt: Date | null };

/** An invitation of a list, with the reader as the policy sees them on its target. */
export type ListedInvitation = InvitationDetail & { readerAccess: Access };

export async function listInvitations(
  db: Db,
  listing: Listing & { reader: ListReader; scope?: string },
  page: Page,
): Promise<{ rows: ListedInvitation[]; total: number; changesAt: Date | null }> {
  const shape = { who: listing.who, scoped: listing.scoped };
  const { reader } = listing;
  const received = listing.who === 'received';
  const rows = await statement(db, listingName(shape), (d) => buildListing(d, shape)).execute({
    userId: reader.id,
    email: reader.email.toLowerCase(),
    scope: listing.scope ?? '',
    limit: page.size,
    offset: page.offset,
  });
  const person = {
    id: reader.id,
    email: reader.email,
    platformAdmin: reader.platformAdmin,
    emailVerified: reader.emailVerifiedAt !== null,
  };
  const withReader = (judged: InvitationDetail[]): ListedInvitation[] =>
    judged.map((row) => ({ ...row, readerAccess: accessOnTarget(row, person) }));
  if (received) {
    const now = new Date();
    const alive = withInviterRights(rows).filter((row) => isAlive(policyRow(row), now));
    return {
      rows: withReader(alive.slice(page.offset, page.offset + page.size)),
      total: alive.length,
      // Any invitation read, on this page or not, leaves the list (and its total) when it expires.
      changesAt: earliestAhead(
        rows.map((row) => row.invitation.expiresAt),
        now.getTime(),
      ),
    };
  }
  const total = await totalOf(rows, page, async () => {
    const scope = listing.scoped ? eq(invitations.scope, listing.scope as 'organization') : undefined;
    const [row] = await db
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, reader.id), scope));
    return row?.value ?? 0;
  });
  // A sent invitation stays listed once expired, but what its reader may do with it can change then.
  const changesAt = earliestAhead(rows.map((row) => row.invitation.expiresAt));
  return { rows: withReader(withInviterRights(rows)), total, changesAt };
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
