import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { useOrganizations } from '../../organizations';
import { useCurrentUser } from '../../session';

/** The owner choice's value for the platform's own content. */
export const PLATFORM = 'platform';

export type Owner = { value: string; label: string };

/**
 * Whom new content may belong to: the platform (its administrators) and each organization whose
 * `create_content` ability the server gave. The organizations' list also holds the subscribable
 * ones anyone may join, which the actor may not write for.
 */
export function useContentOwners(): { owners: Owner[]; isPending: boolean } {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const organizations = useOrganizations();
  const owners = [
    ...(user.platform_admin ? [{ value: PLATFORM, label: t('content.manage.platform') }] : []),
    ...(organizations.data ?? [])
      .filter((organization) => can(organization, 'create_content'))
      .map((organization) => ({ value: organization.id, label: organization.name })),
  ];
  return { owners, isPending: organizations.isPending };
}
