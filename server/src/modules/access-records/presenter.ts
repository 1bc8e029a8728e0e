import type { accessRecordResource, Presented } from '@evenkeel/common';
import type { AccessRecordRow } from './service';

/** One line of "who saw my data": an explicit allow-list (never the internal ids or the hour key). */
export function presentAccessRecord(row: AccessRecordRow): Presented<typeof accessRecordResource> {
  return {
    type: 'access_records',
    id: row.slug,
    viewer_name: row.viewerName,
    viewer_id: row.viewerSlug,
    viewer_role: row.viewerRole,
    data_kind: row.dataKind,
    purpose: row.purpose,
    client: row.client,
    outcome: row.outcome,
    first_at: row.firstAt.toISOString(),
    occurred_at: row.occurredAt.toISOString(),
    count: row.count,
  };
}
