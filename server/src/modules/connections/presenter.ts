import type { connectionResource, Presented } from '@evenkeel/common';
import { personPath } from '../../lib/web-paths';
import type { ConnectionListRow } from './service';

/** A connection as one of its two people sees it: the other person, and the way to their page. */
export function presentConnection(row: ConnectionListRow): Presented<typeof connectionResource> {
  return {
    type: 'connections',
    id: row.slug,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    profile_picture_url: row.profilePictureUrl,
    dashboard_path: personPath(row.userSlug),
    created_at: row.createdAt.toISOString(),
  };
}
