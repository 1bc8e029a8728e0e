import type { Abilities, DataExportAbility, dataExportResource, Presented } from '@evenkeel/common';
import type { DataExportRow } from './service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An export as its reader sees it: status and metadata, never the file's content. The member's
 * name and address only for those who see every export (the administrators' list).
 */
export function presentDataExport(
  row: DataExportRow,
  extra: { withMember: boolean; abilities: Abilities<DataExportAbility> },
): Presented<typeof dataExportResource> {
  return {
    type: 'data_exports',
    id: row.slug,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: iso(row.readyAt),
    delivered_at: iso(row.deliveredAt),
    expires_at: iso(row.expiresAt),
    size_bytes: row.sizeBytes,
    reason: row.reason,
    requested_by_name: row.requestedByName,
    requested_by_member: row.requestedById === row.userId,
    member_name: extra.withMember ? `${row.memberFirstName} ${row.memberLastName}`.trim() : null,
    member_email: extra.withMember ? row.memberEmail : null,
    locale: row.locale,
    user: { type: 'users', id: row.memberSlug },
    relationshipNames: ['user'],
    meta: { abilities: extra.abilities },
  };
}
