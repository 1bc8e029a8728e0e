import type { OrganizationInvitationState } from '@evenkeel/common';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, invitationRecords, invitations } from '../../db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../http/keyset-cursor';
import type { InvitationRow } from '../../policies';

/** One row of the console: the record, its group as it is now, and the invitation while it waits. */
export type RecordRow = {
  slug: string;
  scope: InvitationRow['scope'];
  type: InvitationRow['type'];
  email: string;
  state: OrganizationInvitationState;
  inviterName: string;
  groupName: string | null;
  groupSlug: string | null;
  sentAt: Date;
  expiresAt: Date;
  resentAt: Date | null;
  endedAt: Date | null;
  /** The invitation as the policy reads it, while its row is there (pending, expired or not). */
  invitation: InvitationRow | null;
};

export type RecordQuery = {
  state: OrganizationInvitationState | null;
  /** The decoded `page[after]`: the previous page's last `created_at` (as text, to the microsecond) and id. */
  after: [string, string] | null;
  size: number;
};

/** `page[after]`: the last row's `created_at` and id (http/keyset-cursor.ts). */
export const encodeCursor = (keys: [string, string]) => encodeKeysetCursor(keys);

/** A cursor that is not one this list wrote is a 422 naming the parameter. */
export function decodeCursor(raw: unknown): [string, string] | null {
  const parts = decodeKeysetCursor(
    raw,
    (keys) =>
      keys.length === 2 &&
      !Number.isNaN(Date.parse(keys[0] as string)) &&
      /^\d{1,19}$/.test(keys[1] as string),
  );
  return parts ? [parts[0] as string, parts[1] as string] : null;
}

const expiredPending = sql`${invitationRecords.status} = 'pending' and ${invitationRecords.expiresAt} <= now()`;

/** The rows of one state: a pending record past its expiry reads as expired. */
function stateCondition(state: OrganizationInvitationState): SQL {
  if (state === 'pending') {
    return sql`${invitationRecords.status} = 'pending' and ${invitationRecords.expiresAt} > now()`;
  }
  if (state === 'expired') return sql`(${invitationRecords.status} = 'expired' or (${expiredPending}))`;
  return sql`${invitationRecords.status} = ${state}`;
}

/**
 * The organization's invitations, newest first (`created_at`, then id: the index
 * invitation_records_organization_idx walked backwards), from the cursor on, `size + 1` rows
 * telling whether a next page exists; the total of the state beside it. An invitation sent
 * while someone pages sorts before the cursor and never shifts the next page.
 */
export async function readInvitationRecords(
  db: Db,
  organizationId: number,
  query: RecordQuery,
): Promise<{ rows: RecordRow[]; total: number; next: string | null }> {
  const filtered = and(
    eq(invitationRecords.organizationId, organizationId),
    query.state ? stateCondition(query.state) : undefined,
  );
  const where = query.after
    ? and(
        filtered,
        sql`(${invitationRecords.createdAt}, ${invitationRecords.id}) < (${query.after[0]}::timestamptz, ${query.after[1]}::bigint)`,
      )
    : filtered;
  const [page, [counted]] = await Promise.all([
    db
      .select({
        record: invitationRecords,
        cursorAt: sql<string>`${invitationRecords.createdAt}::text`,
        groupName: groups.name,
        groupSlug: groups.slug,
        groupOrganizationId: groups.organizationId,
        groupParentId: groups.parentId,
        // `slug` first: Drizzle reads a left-joined object as missing when its first column is null.
        invitation: {
          slug: invitations.slug,
          inviteeId: invitations.inviteeId,
          inviterId: invitations.inviterId,
          email: invitations.email,
          expiresAt: invitations.expiresAt,
        },
      })
      .from(invitationRecords)
      .leftJoin(groups, eq(groups.id, invitationRecords.groupId))
      .leftJoin(
        invitations,
        and(eq(invitations.id, invitationRecords.invitationId), eq(invitationRecords.status, 'pending')),
      )
      .where(where)
      .orderBy(desc(invitationRecords.createdAt), desc(invitationRecords.id))
      .limit(query.size + 1),
    db.select({ total: count() }).from(invitationRecords).where(filtered),
  ]);
  const shown = page.slice(0, query.size);
  const last = shown[shown.length - 1];
  const next =
    page.length > query.size && last ? encodeCursor([last.cursorAt, String(last.record.id)]) : null;
  const now = Date.now();
  const rows = shown.map((row): RecordRow => {
    const { record } = row;
    const lapsed = record.status === 'pending' && record.expiresAt.getTime() <= now;
    const group =
      record.groupId !== null && row.groupOrganizationId !== null
        ? { id: record.groupId, organizationId: row.groupOrganizationId, parentId: row.groupParentId }
        : null;
    const live = row.invitation?.slug ? row.invitation : null;
    return {
      slug: record.slug,
      scope: record.scope,
      type: record.type,
      email: record.email,
      state: lapsed ? 'expired' : record.status,
      inviterName: record.inviterName,
      groupName: row.groupName ?? record.groupName,
      groupSlug: row.groupSlug,
      sentAt: record.createdAt,
      expiresAt: record.expiresAt,
      resentAt: record.resentAt,
      endedAt: record.endedAt ?? (lapsed ? record.expiresAt : null),
      invitation: live
        ? {
            inviteeId: live.inviteeId,
            inviterId: live.inviterId ?? 0,
            email: live.email ?? record.email,
            scope: record.scope,
            type: record.type,
            organizationId: organizationId,
            groupId: record.groupId,
            group,
            expiresAt: live.expiresAt ?? record.expiresAt,
            // Not read by the predicates the console's abilities ask (resend, revoke).
            inviterEntitled: true,
          }
        : null,
    };
  });
  return { rows, total: Number(counted?.total ?? 0), next };
}
