import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
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

type Listing = { who: 'received' | 'sent'; scoped: boolean };

/**
 * The list as one prepared statement per shape (received or sent, with or without a scope):
 * planned once per connection, and the total comes from the same query (`count(*) over ()`).
 * The list is on every visit of the account page, so its cost matters (bench/README.md).
 */
function buildListing(db: Db, { who, scoped }: Listing) {
  const mine =
    who === 'sent'
      ? eq(invitations.inviterId, sql.placeholder('userId'))
      : or(
          eq(invitations.inviteeId, sql.placeholder('userId')),
          eq(invitations.email, sql.placeholder('email')),
        );
  return db
    .select({ ...detailColumns, total: windowTotal() })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .leftJoin(invitee, eq(invitee.id, invitations.inviteeId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId))
    .where(scoped ? and(mine, eq(invitations.scope, sql.placeholder('scope'))) : mine)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`invitations_${who}_${scoped ? 'scoped' : 'all'}`);
}

const listings = new WeakMap<Db, Map<string, ReturnType<typeof buildListing>>>();

export async function listInvitations(
  db: Db,
  listing: Listing & { userId: number; email: string; scope?: string },
  page: Page,
) {
  const shapes = listings.get(db) ?? new Map<string, ReturnType<typeof buildListing>>();
  listings.set(db, shapes);
  const key = `${listing.who}:${listing.scoped}`;
  let statement = shapes.get(key);
  if (!statement) {
    statement = buildListing(db, listing);
    shapes.set(key, statement);
  }
  const rows = await statement.execute({
    userId: listing.userId,
    email: listing.email.toLowerCase(),
    scope: listing.scope ?? '',
    limit: page.size,
    offset: page.offset,
  });
  const total = await totalOf(rows, page, async () => {
    const mine =
      listing.who === 'sent'
        ? eq(invitations.inviterId, listing.userId)
        : addressedTo(listing.userId, listing.email);
    const scope = listing.scoped ? eq(invitations.scope, listing.scope as 'organization') : undefined;
    const [row] = await db.select({ value: count() }).from(invitations).where(and(mine, scope));
    return row?.value ?? 0;
  });
  return { rows, total };
}

/** One invitation by slug; `forUpdate` locks it until the transaction ends. */
export async function findInvitation(db: Db, slug: string, forUpdate = false) {
  const query = detailQuery(db).where(eq(invitations.slug, slug)).limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}
