import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { groups, invitations, organizations, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { type InvitationRow, invitationPolicy, isAlive, targetOf } from '../../policies';
import { loadRoleAccesses } from '../sharing/access';

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
 * Judges each invitation's inviter against their current roles (`canCreate`): one query for
 * the roles of every inviter on the page, whatever their number.
 */
export async function withInviterRights(db: Db, rows: DetailRow[]): Promise<InvitationDetail[]> {
  const accesses = await loadRoleAccesses(
    db,
    rows.map((row) => ({
      id: row.invitation.inviterId,
      email: row.inviter.email,
      platformAdmin: row.inviter.platformAdmin,
    })),
  );
  return rows.map((row) => {
    const access = accesses.get(row.invitation.inviterId);
    const target = targetOf(policyRow({ ...row, inviterEntitled: false }));
    return { ...row, inviterEntitled: access !== undefined && invitationPolicy.canCreate(access, target) };
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
 * (judged in code by the policy, one more query), paged after that.
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
  return db
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
    const alive = (await withInviterRights(db, rows)).filter((row) => isAlive(policyRow(row), now));
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
  return { rows: await withInviterRights(db, rows), total };
}

/**
 * One invitation by slug. Not locked: the writes that end or renew it (service.ts) match its
 * id and slug, so one that changed or went since is a 404 there.
 */
export async function findInvitation(db: Db, slug: string): Promise<InvitationDetail | undefined> {
  const [row] = await detailQuery(db).where(eq(invitations.slug, slug)).limit(1);
  if (!row) return undefined;
  const [judged] = await withInviterRights(db, [row]);
  return judged;
}
