import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { isoWeekMonday } from '@evenkeel/common';
import { Avatar, Badge, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import type { MemberSort, OrganizationMember } from '../api/use-organization-members';

type Column = 'name' | 'joined_at' | 'last_active';

/** The person's full name as the list shows it. */
export const fullName = (member: OrganizationMember) => `${member.first_name} ${member.last_name}`;

/**
 * The members as a table (scrolling sideways on a phone, its region focusable so the keyboard
 * scrolls it too): sortable headers say their order (`aria-sort`), each row its actions, shown
 * only where the server's abilities allow.
 */
export function MembersTable({
  members,
  sort,
  onSort,
  onRemove,
  onPromote,
  onDemote,
  busy,
  label,
}: {
  members: OrganizationMember[];
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  onRemove: (member: OrganizationMember) => void;
  onPromote: (member: OrganizationMember) => void;
  onDemote: (member: OrganizationMember) => void;
  busy: string | null;
  /** The region's name (the page's title). */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const mondays = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  // The API gives the ISO week (`2026-W48`); people know a week by its Monday.
  const week = (value: string | null) =>
    value
      ? t('organization_members.week', {
          date: mondays.format(new Date(`${isoWeekMonday(value)}T00:00:00Z`)),
        })
      : t('organization_members.never');

  const header = (column: Column, label: string) => {
    const current = sort.replace(/^-/, '') === column;
    const descending = sort.startsWith('-');
    const next: MemberSort = (current && !descending ? `-${column}` : column) as MemberSort;
    return (
      <Table.Th aria-sort={current ? (descending ? 'descending' : 'ascending') : 'none'} scope="col">
        <UnstyledButton
          onClick={() => onSort(next)}
          fw={700}
          mih={44}
          aria-label={t('organization_members.sort_by', { column: label })}
        >
          {label}
          <span aria-hidden="true">{current ? (descending ? ' ▼' : ' ▲') : ''}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard scrolls it (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table miw={860} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            {header('name', t('organization_members.column_name'))}
            <Table.Th scope="col">{t('organization_members.column_email')}</Table.Th>
            <Table.Th scope="col">{t('organization_members.column_role')}</Table.Th>
            {header('joined_at', t('organization_members.column_joined'))}
            {header('last_active', t('organization_members.column_last_active'))}
            <Table.Th scope="col">{t('organization_members.column_city')}</Table.Th>
            <Table.Th scope="col">{t('organization_members.column_actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id} data-member={member.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={member.profile_picture_url} alt="" radius="xl" size="sm">
                    {member.first_name.slice(0, 1)}
                  </Avatar>
                  <Text tabIndex={-1} data-member-name>
                    {fullName(member)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                {member.role === 'administrator' ? (
                  <Badge variant="light" color="blue.9">
                    {t('organization_members.role_administrator')}
                  </Badge>
                ) : (
                  t('organization_members.role_member')
                )}
              </Table.Td>
              <Table.Td>{dates.format(new Date(member.joined_at))}</Table.Td>
              <Table.Td>{week(member.last_active_week)}</Table.Td>
              <Table.Td>{member.city ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {can(member, 'promote') && (
                    <Button
                      variant="default"
                      size="compact-sm"
                      mih={44}
                      data-action="promote"
                      loading={busy === `promote:${member.id}`}
                      aria-label={t('organization_members.promote_named', { name: fullName(member) })}
                      onClick={() => onPromote(member)}
                    >
                      {t('organization_members.promote')}
                    </Button>
                  )}
                  {can(member, 'demote') && (
                    <Button
                      variant="default"
                      size="compact-sm"
                      mih={44}
                      data-action="demote"
                      loading={busy === `demote:${member.id}`}
                      aria-label={t('organization_members.demote_named', { name: fullName(member) })}
                      onClick={() => onDemote(member)}
                    >
                      {t('organization_members.demote')}
                    </Button>
                  )}
                  {can(member, 'remove') && (
                    <Button
                      variant="default"
                      color="red.9"
                      size="compact-sm"
                      mih={44}
                      aria-label={t('organization_members.remove_named', { name: fullName(member) })}
                      onClick={() => onRemove(member)}
                    >
                      {t('organization_members.remove')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
