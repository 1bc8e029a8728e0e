import { apiRequest } from '../../../lib/api-client';
import type { NewInvitation } from '../../invitations';

/**
 * POST /api/invitation_checks (issue 31): what sending would mean, decided by the server before
 * anything is sent. `warning` is its sentence in the reader's language, or null.
 */
export async function checkInvitation({
  organization,
  group,
  ...attributes
}: NewInvitation): Promise<string | null> {
  const result = await apiRequest('POST', '/api/invitation_checks', {
    body: {
      type: 'invitation_checks',
      attributes,
      relationships: {
        ...(organization ? { organization: { data: { type: 'organizations', id: organization } } } : {}),
        ...(group ? { group: { data: { type: 'groups', id: group } } } : {}),
      },
    },
  });
  return typeof result.meta.warning === 'string' ? result.meta.warning : null;
}
