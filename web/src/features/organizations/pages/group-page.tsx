import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { Flat, userCardResource } from '@evenkeel/common';
import { Anchor, Avatar, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { MessageButton } from '../../chat';
import { ImageUploadField } from '../../profile';
import { useCurrentUser } from '../../session';
import { useGroup } from '../api/use-organization';
import { useOrganizationGroups } from '../api/use-organizations';
import { useUpdateGroup } from '../api/use-update-group';
import { GroupReporters } from '../components/group-reporters';
import { type InviteChoice, InviteForm } from '../components/invite-form';
import { SentInvitations } from '../components/sent-invitations';

/** The group's administrators by name (and picture), each with "Message" (the server decides who may). */
function Administrators({ people }: { people: Flat<typeof userCardResource>[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-administrators-title">
      <Title order={2} size="h3" id="group-administrators-title">
        {t('organizations.administrators_title')}
      </Title>
      {people.length === 0 ? (
        <Text c="gray.7">{t('organizations.administrators_none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {people.map((person) => (
            <Group key={person.id} component="li" gap="sm" wrap="nowrap">
              <Avatar src={person.profile_picture_url} alt="" radius="xl" color="evenkeel">
                {initials(person.full_name)}
              </Avatar>
              <Text>{person.full_name}</Text>
              {person.id !== user.id && <MessageButton userId={person.id} name={person.full_name} />}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A group or unit: its administrators, its units, its reporters, and the invitations its
 * administrators may send. Every control follows the group's `meta.abilities`.
 */
export default function GroupPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const group = useGroup(slug);
  const current = group.data;
  const showUnits = Boolean(current && can(current, 'list_units'));
  const organizationGroups = useOrganizationGroups(current?.organization_slug ?? '', showUnits);
  const updateGroup = useUpdateGroup(slug, current?.organization_slug);
  useDocumentTitle(current?.name ?? t('nav.group_dashboard'));
  return (
    <QueryView query={group}>
      {(current) => {
        const units = (organizationGroups.data ?? []).filter((unit) => unit.parent_slug === slug);
        const choices: InviteChoice[] = [
          ...(can(current, 'invite_reporter')
            ? [
                {
                  value: 'reporter',
                  label: t('organizations.as_reporter'),
                  scope: 'group' as const,
                  role: 'reporter' as const,
                  group: slug,
                },
              ]
            : []),
          ...(can(current, 'invite_administrator')
            ? [
                {
                  value: 'administrator',
                  label: t('organizations.as_group_administrator', { name: current.name }),
                  scope: 'group' as const,
                  role: 'administrator' as const,
                  group: slug,
                },
              ]
            : []),
        ];

        return (
          <Stack gap="lg" maw={800}>
            <Title order={1}>{current.name}</Title>
            {current.description && <Text>{current.description}</Text>}
            {can(current, 'view_dashboard') && (
              <Anchor component={Link} to={`/groups/${encodeURIComponent(slug)}/dashboard`} fw={600}>
                {t('dashboards.open')}
              </Anchor>
            )}
            <Administrators people={current.administrators ?? []} />
            {showUnits && (
              <Stack gap="xs" component="section" aria-labelledby="group-units-title">
                <Title order={2} size="h3" id="group-units-title">
                  {t('organizations.units_title')}
                </Title>
                {units.length === 0 ? (
                  <Text c="gray.7">{t('organizations.units_none')}</Text>
                ) : (
                  <List spacing="xs">
                    {units.map((unit) => (
                      <List.Item key={unit.id}>
                        <Anchor component={Link} to={unit.dashboard_path}>
                          {unit.name}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            )}
            <GroupReporters
              slug={slug}
              groupName={current.name}
              enabled={can(current, 'list_reporters')}
              canRemove={can(current, 'remove_reporter')}
            />
            {can(current, 'update') && (
              <ImageUploadField
                purpose="group_logo"
                label="logo"
                imageUrl={current.logo_image_url}
                fallback={initials(current.name)}
                save={(url) => updateGroup.mutateAsync({ logo_image_url: url })}
              />
            )}
            {choices.length > 0 && (
              <>
                <Divider />
                <InviteForm title={t('organizations.invite_title')} choices={choices} />
                <SentInvitations />
              </>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
