import { ACCESS_RECORD_KEEP_DAYS } from '@evenkeel/common/privacy';
import { and, asc, desc, eq, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { windowTotal } from '../../db/paging';
import { accessRecords, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';

export type AccessRecordRow = typeof accessRecords.$inferSelect & { viewerSlug: string | null };

/**
 * The member's own records and nobody else's: the subject is always the signed-in member, never a
 * parameter. Their own reads are not in it (the recorder skips them; this says so again), except
 * their own export downloads (`self`), the trace of someone else using their session.
 */
const ownRecords = (subjectUserId: number): SQL =>
  and(
    eq(accessRecords.subjectUserId, subjectUserId),
    or(
      sql`${accessRecords.viewerId} is distinct from ${accessRecords.subjectUserId}`,
      eq(accessRecords.viewerRole, 'self'),
    ),
  ) as SQL;

/** A page of the member's access log, newest first, optionally one viewer's (by public id). */
export async function listAccessRecords(
  db: Db,
  subjectUserId: number,
  filter: { viewer?: string },
  page: Page,
): Promise<{ rows: AccessRecordRow[]; total: number }> {
  const where = and(
    ownRecords(subjectUserId),
    filter.viewer === undefined ? undefined : eq(users.slug, filter.viewer),
  );
  const rows = await db
    .select({ record: accessRecords, viewerSlug: users.slug, total: windowTotal() })
    .from(accessRecords)
    .leftJoin(users, eq(users.id, accessRecords.viewerId))
    .where(where)
    .orderBy(desc(accessRecords.occurredAt), desc(accessRecords.id))
    .limit(page.size)
    .offset(page.offset);
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : (
          await db
            .select({ value: sql<number>`count(*)`.mapWith(Number) })
            .from(accessRecords)
            .leftJoin(users, eq(users.id, accessRecords.viewerId))
            .where(where)
        )[0]?.value) ??
    0;
  return { rows: rows.map((row) => ({ ...row.record, viewerSlug: row.viewerSlug })), total };
}

/**
 * Everyone in the member's log who still has an account, by the name the latest record kept, for
 * the filter by person. A deleted viewer's records stay with their name but cannot be filtered on.
 */
export async function listAccessViewers(
  db: Db,
  subjectUserId: number,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([users.slug], { id: users.slug, name: accessRecords.viewerName })
    .from(accessRecords)
    .innerJoin(users, eq(users.id, accessRecords.viewerId))
    .where(and(ownRecords(subjectUserId), isNotNull(accessRecords.viewerId), ne(users.id, subjectUserId)))
    .orderBy(asc(users.slug), desc(accessRecords.occurredAt));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * The purge job's work: records whose latest read is older than a year go
 * (`ACCESS_RECORD_KEEP_DAYS`). Returns how many.
 */
export async function purgeOldAccessRecords(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCESS_RECORD_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(accessRecords)
    .where(lt(accessRecords.occurredAt, cutoff))
    .returning({ id: accessRecords.id });
  return gone.length;
}
