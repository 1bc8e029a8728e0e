import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import NotFoundPage from '../../areas/pages/not-found-page';
import { useGroup } from '../../invitations/api/use-enrichment';
import { initials, PeoplePictures } from '../../invitations/components/people-pictures';
import { usePermissions } from '../../permissions/api/use-permissions';
import { ImageUploadField } from '../../profile/components/picture-field';
import { useCurrentUser } from '../../session/api/use-session';
import { useUpdateGroup } from '../api/use-update-group';
import { GroupReporters } from '../components/group-reporters';
import { InviteForm } from '../components/invite-form';
import { SentInvitations } from '../components/sent-invitations';

/** A group or unit: its administrators invite reporters and other administrators here. */
export default function GroupPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const group = useGroup(slug);
  const permissions = usePermissions();
  const updateGroup = useUpdateGroup(slug);
  useDocumentTitle(group.data?.name ?? t('nav.group_dashboard'));
  if (group.isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  if (!group.data) return <NotFoundPage />;
  const current = group.data;
  const data = permissions.data;
  // Only the group's administrators (or its parent's) see its reporters and their insights.
  const leads = (data?.groupRoles ?? []).some(
    (role) =>
      role.role === 'administrator' && (role.group.id === slug || role.group.id === current.parent_slug),
  );
  const administers =
    user.platform_admin ||
    leads ||
    (data?.organizationRoles ?? []).some(
      (role) => role.role === 'administrator' && role.organization.id === current.organization_slug,
    );

  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>{current.name}</Title>
      {current.description && <Text>{current.description}</Text>}
      <PeoplePictures people={current.administrators ?? []} label={t('invitations.administrators')} />
      <GroupReporters slug={slug} enabled={leads} />
      {administers && (
        <>
          <ImageUploadField
            purpose="group_logo"
            label="logo"
            imageUrl={current.logo_image_url}
            fallback={initials(current.name)}
            save={(url) => updateGroup.mutateAsync({ logo_image_url: url })}
          />
          <Divider />
          <InviteForm
            title={t('organizations.invite_title')}
            choices={[
              {
                value: 'reporter',
                label: t('organizations.as_reporter'),
                scope: 'group',
                role: 'reporter',
                group: slug,
              },
              {
                value: 'administrator',
                label: t('organizations.as_group_administrator', { name: current.name }),
                scope: 'group',
                role: 'administrator',
                group: slug,
              },
            ]}
          />
          <SentInvitations />
        </>
      )}
    </Stack>
  );
}
