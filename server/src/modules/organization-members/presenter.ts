import type {
  Abilities,
  OrganizationMemberAbility,
  organizationMemberResource,
  Presented,
} from '@evenkeel/common';
import type { MemberRow } from './queries';

/**
 * A row of the members list: an explicit allow-list of who the person is and how to reach them.
 * Nothing of their check-ups, logs or answers is read, so nothing of them can leave.
 */
export function presentOrganizationMember(
  row: MemberRow,
  abilities: Abilities<OrganizationMemberAbility>,
): Presented<typeof organizationMemberResource> {
  return {
    type: 'organization_members',
    id: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    profile_picture_url: row.profilePictureUrl,
    role: row.administrator ? 'administrator' : 'member',
    joined_at: row.joinedAt.toISOString(),
    last_active_week: row.lastActiveWeek,
    city: row.city,
    meta: { abilities },
  };
}
