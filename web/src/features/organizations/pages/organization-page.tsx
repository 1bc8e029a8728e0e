import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { OrganizationAbility } from '@evenkeel/common';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link, useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { PeoplePictures } from '../../invitations';
import { useOrganization } from '../api/use-organization';
import { useOrganizationGroups } from '../api/use-organizations';
import { CreateGroupForm } from '../components/create-group-form';
import { GroupsManager } from '../components/groups-manager';
import { type InviteChoice, InviteForm } from '../components/invite-form';
import { OrganizationDetails } from '../components/organization-details';
import { SentInvitations } from '../components/sent-invitations';

/**
 * An organization: what it is, and for those the server allows (its `meta.abilities`, and each
 * group's) its groups, a form to create one, and the invitations they may send.
 */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const organization = useOrganization(slug);
  const org = organization.data;
  const groups = useOrganizationGroups(slug, can(org, 'list_groups'));
  useDocumentTitle(org?.name ?? t('nav.organization_dashboard'));

  return (
    <QueryView query={organization}>
      {(org) => {
        const groupList = groups.data ?? [];
        const offer = (ability: OrganizationAbility, choice: InviteChoice): InviteChoice[] =>
          can(org, ability) ? [choice] : [];
        const choices: InviteChoice[] = [
          ...offer('invite_member', {
            value: 'member',
            label: t('organizations.as_member'),
            scope: 'organization',
            role: 'member',
            organization: slug,
          }),
          ...offer('invite_administrator', {
            value: 'administrator',
            label: t('organizations.as_administrator'),
            scope: 'organization',
            role: 'administrator',
            organization: slug,
          }),
          ...offer('invite_provider', {
            value: 'provider',
            label: t('organizations.as_provider'),
            scope: 'provider',
            role: 'provider',
            organization: slug,
          }),
          ...groupList
            .filter((group) => can(group, 'invite_administrator'))
            .map((group) => ({
              value: `group:${group.id}`,
              label: t('organizations.as_group_administrator', { name: group.name }),
              scope: 'group' as const,
              role: 'administrator' as const,
              group: group.id,
            })),
        ];

        return (
          <Stack gap="lg" maw={800}>
            <Title order={1}>{org.name}</Title>
            {org.description && <Text>{org.description}</Text>}
            {can(org, 'view_dashboard') && (
              <Anchor component={Link} to={`/organizations/${encodeURIComponent(org.id)}/dashboard`} fw={600}>
                {t('dashboards.open')}
              </Anchor>
            )}
            <PeoplePictures people={org.administrators ?? []} label={t('invitations.administrators')} />
            {can(org, 'update') && <OrganizationDetails key={org.name} organization={org} />}
            {can(org, 'manage_members') && (
              <Anchor component={Link} to={generatePath(paths.organizationMembers, { slug })} w="fit-content">
                {t('organizations.members_link')}
              </Anchor>
            )}
            {can(org, 'manage_members') && (
              <Anchor
                component={Link}
                to={generatePath(paths.organizationInvitations, { slug })}
                w="fit-content"
              >
                {t('invitations_console.open')}
              </Anchor>
            )}
            {(can(org, 'manage_providers') || can(org, 'manage_health_services')) && (
              <Anchor component={Link} to={`${org.dashboard_path}/care`} w="fit-content">
                {t('organizations.manage_care')}
              </Anchor>
            )}
            {can(org, 'list_groups') && (
              <>
                <Divider />
                <section aria-labelledby="organization-groups">
                  <Title order={2} size="h3" id="organization-groups">
                    {t('organizations.groups_title')}
                  </Title>
                  {groupList.length === 0 ? (
                    <Text c="dimmed">{t('organizations.no_groups')}</Text>
                  ) : (
                    <GroupsManager
                      organizationSlug={slug}
                      groups={groupList}
                      headingId="organization-groups"
                    />
                  )}
                </section>
              </>
            )}
            {can(org, 'create_group') && <CreateGroupForm organizationSlug={slug} groups={groupList} />}
            {can(org, 'manage_benefits') && (
              <>
                <Divider />
                <section aria-labelledby="organization-benefits">
                  <Title order={2} size="h3" id="organization-benefits">
                    {t('benefits.manage_title')}
                  </Title>
                  <Text mt="xs">{t('benefits.manage_intro')}</Text>
                  <Anchor component={Link} to={generatePath(paths.organizationBenefits, { slug })}>
                    {t('benefits.manage_link')}
                  </Anchor>
                </section>
              </>
            )}
            {choices.length > 0 && (
              <>
                <Divider />
                <InviteForm choices={choices} title={t('organizations.invite_title')} />
                <SentInvitations />
              </>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
