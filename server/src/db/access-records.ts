import type {
  AccessClient,
  AccessDataKind,
  AccessOutcome,
  AccessPurpose,
  AccessViewerRole,
} from '@evenkeel/common/privacy';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { accessRecords } from './schema';

export type AccessRead = {
  /** The member whose data was read. */
  subjectUserId: number;
  /** Who read it, with the name the member knows them by (kept as it was). */
  viewer: { id: number; firstName: string; lastName: string };
  viewerRole: AccessViewerRole;
  dataKind: AccessDataKind;
  purpose: AccessPurpose;
  client: AccessClient;
  outcome?: AccessOutcome;
};

/**
 * "Who saw my data" (issue 30): records a read of a member's individual data by another person,
 * written before the answer leaves so the member sees it at once (the 60 s). Reads by the
 * same viewer of the same kind, purpose, client and outcome within the same UTC hour are one row:
 * its `count` goes up and `occurred_at` moves. A read of one's own data is never recorded, except
 * the member's own export downloads (`self`), the trace a member needs if someone else used their
 * session. Below every module (like `audit.ts`), so each read path calls it.
 */
export async function recordAccess(db: Db, read: AccessRead): Promise<void> {
  if (read.viewer.id === read.subjectUserId && read.viewerRole !== 'self') return;
  await db
    .insert(accessRecords)
    .values({
      subjectUserId: read.subjectUserId,
      viewerId: read.viewer.id,
      viewerName: `${read.viewer.firstName} ${read.viewer.lastName}`.trim(),
      viewerRole: read.viewerRole,
      dataKind: read.dataKind,
      purpose: read.purpose,
      client: read.client,
      outcome: read.outcome ?? 'success',
      hour: sql`date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC'`,
    })
    .onConflictDoUpdate({
      target: [
        accessRecords.subjectUserId,
        accessRecords.viewerId,
        accessRecords.dataKind,
        accessRecords.purpose,
        accessRecords.client,
        accessRecords.outcome,
        accessRecords.hour,
      ],
      set: { count: sql`${accessRecords.count} + 1`, occurredAt: sql`now()` },
    });
}

export type LinkOpening = {
  subjectUserId: number;
  shareLinkId: number;
  /** The link's label, or the member's words for someone with their link. */
  viewerName: string;
  dataKind: AccessDataKind;
  client: AccessClient;
};

/**
 * An opening of one of the member's share links (issue 32 §5): no viewer account, so the
 * openings of one link coalesce per kind, client and UTC hour on `access_records_link_coalesce_unique`.
 */
export async function recordLinkOpening(db: Db, opening: LinkOpening): Promise<void> {
  await db
    .insert(accessRecords)
    .values({
      subjectUserId: opening.subjectUserId,
      viewerId: null,
      shareLinkId: opening.shareLinkId,
      viewerName: opening.viewerName,
      viewerRole: 'link_holder',
      dataKind: opening.dataKind,
      purpose: 'share_link',
      client: opening.client,
      outcome: 'success',
      hour: sql`date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC'`,
    })
    .onConflictDoUpdate({
      target: [
        accessRecords.subjectUserId,
        accessRecords.shareLinkId,
        accessRecords.dataKind,
        accessRecords.purpose,
        accessRecords.client,
        accessRecords.outcome,
        accessRecords.hour,
      ],
      targetWhere: sql`share_link_id is not null`,
      set: { count: sql`${accessRecords.count} + 1`, occurredAt: sql`now()`, viewerName: opening.viewerName },
    });
}
