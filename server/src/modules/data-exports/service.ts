import type { AccessClient } from '@evenkeel/common/privacy';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAccess } from '../../db/access-records';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { dataExports, users } from '../../db/schema';
import type { ApiError } from '../../http/errors';
import type { Page } from '../../http/jsonapi';

/** The job that builds one export (jobs/data-exports.ts); payload `{ exportId }`. */
export const BUILD_DATA_EXPORT = 'data_exports.build';

export type DataExport = typeof dataExports.$inferSelect;
/** An export with its member's name and address (the administrators' list shows them). */
export type DataExportRow = DataExport & {
  memberSlug: string;
  memberFirstName: string;
  memberLastName: string;
  memberEmail: string;
};
export type Member = Pick<
  typeof users.$inferSelect,
  'id' | 'slug' | 'email' | 'firstName' | 'lastName' | 'locale'
>;
type Actor = { id: number; ip: string };

const memberColumns = {
  id: users.id,
  slug: users.slug,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
};

const rowColumns = {
  export: dataExports,
  memberSlug: users.slug,
  memberFirstName: users.firstName,
  memberLastName: users.lastName,
  memberEmail: users.email,
};

const flatten = (row: { export: DataExport } & Omit<DataExportRow, keyof DataExport>): DataExportRow => ({
  ...row.export,
  memberSlug: row.memberSlug,
  memberFirstName: row.memberFirstName,
  memberLastName: row.memberLastName,
  memberEmail: row.memberEmail,
});

export async function findExport(db: Db, slug: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.slug, slug))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** A member's exports (`userId`), or everyone's (`userId` null), optionally of one address; newest first. */
export async function listExports(
  db: Db,
  filter: { userId: number | null; email: string | null },
  page: Page,
): Promise<{ rows: DataExportRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.userId !== null) conditions.push(eq(dataExports.userId, filter.userId));
  if (filter.email !== null)
    conditions.push(sql`lower(${users.email}) = ${filter.email.trim().toLowerCase()}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(where)
      .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.value ?? 0 };
}

export async function findMemberBySlug(db: Db, slug: string): Promise<Member | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

export async function findMemberByEmail(db: Db, email: string): Promise<Member | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** When the member last asked for an export of their own (an administrator's preparations aside). */
export async function lastOwnRequestAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.requestedById, userId)))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row?.at ?? null;
}

type Guard = (state: { lastOwnRequestAt: Date | null; pending: boolean }) => ApiError | null;

/**
 * Records an export request and its audit row in one transaction, then queues its build. The
 * member's row is locked first, so two requests at once are seen one after the other: `refuse`
 * (the route's policy rule: the member's one a day, an administrator's "one under way") decides
 * on what the database holds then. An administrator's preparation is also a read of the member's
 * data: an access record (purpose `legal_request`) in the same transaction.
 */
export async function requestExport(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: {
    member: Member;
    requester: Actor & { firstName: string; lastName: string };
    reason: string | null;
    client: AccessClient;
    refuse: Guard;
  },
): Promise<DataExportRow> {
  const { member, requester } = input;
  const own = member.id === requester.id;
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${member.id} for update`);
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, member.id), inArray(dataExports.status, ['queued', 'running'])))
      .limit(1);
    const refusal = input.refuse({
      lastOwnRequestAt: await lastOwnRequestAt(tx, member.id),
      pending: pending !== undefined,
    });
    if (refusal) throw refusal;
    const [created] = await tx
      .insert(dataExports)
      .values({
        userId: member.id,
        requestedById: requester.id,
        requestedByName: `${requester.firstName} ${requester.lastName}`.trim(),
        reason: own ? null : input.reason,
        locale: member.locale,
      })
      .returning();
    if (!created) throw new Error('data export not recorded');
    await recordAudit(tx, {
      action: own ? 'data_export_requested' : 'data_export_prepared',
      actorId: requester.id,
      subjectUserId: member.id,
      detail: created.slug,
      ip: requester.ip,
    });
    if (!own) {
      await recordAccess(tx, {
        subjectUserId: member.id,
        viewer: requester,
        viewerRole: 'platform_administrator',
        dataKind: 'data_export',
        purpose: 'legal_request',
        client: input.client,
      });
    }
    return created;
  });
  await ctx.jobs.send(BUILD_DATA_EXPORT, { exportId: row.id });
  return {
    ...row,
    memberSlug: member.slug,
    memberFirstName: member.firstName,
    memberLastName: member.lastName,
    memberEmail: member.email,
  };
}

/**
 * The member downloads their file: the first download makes it `delivered` (`delivered_at`);
 * every download is an audit row and an access record of their own (`self`, `own_export`), the
 * trace a member needs if someone else used their session.
 */
export async function recordDownload(
  db: Db,
  row: DataExport,
  member: Actor & { firstName: string; lastName: string },
  client: AccessClient,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(dataExports)
      .set({ status: 'delivered', deliveredAt: now })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'ready')));
    await recordAudit(tx, {
      action: 'data_export_downloaded',
      actorId: member.id,
      subjectUserId: row.userId,
      detail: row.slug,
      ip: member.ip,
    });
    await recordAccess(tx, {
      subjectUserId: row.userId,
      viewer: member,
      viewerRole: 'self',
      dataKind: 'data_export',
      purpose: 'own_export',
      client,
    });
  });
}

/** The storage keys of a member's export files (account deletion removes them after commit). */
export async function exportFileKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
