import type {
  Abilities,
  OrganizationInvitationAbility,
  organizationInvitationResource,
  Presented,
} from '@evenkeel/common';
import type { RecordRow } from './queries';

/** A row of the invitations console: an explicit allow-list of the record's fields. */
export function presentOrganizationInvitation(
  row: RecordRow,
  abilities: Abilities<OrganizationInvitationAbility>,
): Presented<typeof organizationInvitationResource> {
  return {
    type: 'organization_invitations',
    id: row.slug,
    email: row.email,
    scope: row.scope,
    role: row.type,
    group_name: row.groupName,
    group_slug: row.groupSlug,
    state: row.state,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    resent_at: row.resentAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    inviter_name: row.inviterName,
    meta: { abilities },
  };
}
