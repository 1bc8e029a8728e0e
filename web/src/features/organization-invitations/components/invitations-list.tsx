import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import type { OrganizationInvitation } from '../api/use-organization-invitations';

type Actions = {
  onResend: (invitation: OrganizationInvitation) => void;
  onRevoke: (invitation: OrganizationInvitation) => void;
  busy: string | null;
};

/** The texts of a row: its role (and group), state, when it was sent and when it ended or ends. */
function useRowTexts() {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (value: string) => dates.format(new Date(value));
  return (invitation: OrganizationInvitation) => {
    const role = t(`invitations_console.role_${invitation.role}`);
    const ends =
      invitation.state === 'pending'
        ? t('invitations_console.expires_on', { date: date(invitation.expires_at) })
        : invitation.ended_at
          ? t('invitations_console.ended_on', { date: date(invitation.ended_at) })
          : '';
    return {
      role: invitation.group_name
        ? t('invitations_console.role_in_group', { role, group: invitation.group_name })
        : role,
      state: t(`invitations_console.state_${invitation.state}`),
      sent: t('invitations_console.sent_by', {
        date: date(invitation.sent_at),
        name: invitation.inviter_name,
      }),
      resent: invitation.resent_at
        ? t('invitations_console.resent_on', { date: date(invitation.resent_at) })
        : null,
      ends,
    };
  };
}

/** Resend and Revoke, each shown only when the server allows it. */
function RowActions({
  invitation,
  onResend,
  onRevoke,
  busy,
}: Actions & { invitation: OrganizationInvitation }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {can(invitation, 'resend') && (
        <Button
          variant="default"
          size="compact-sm"
          mih={44}
          data-action="resend"
          loading={busy === `resend:${invitation.id}`}
          aria-label={t('invitations_console.resend_named', { email: invitation.email })}
          onClick={() => onResend(invitation)}
        >
          {t('invitations_console.resend')}
        </Button>
      )}
      {can(invitation, 'revoke') && (
        <Button
          variant="default"
          color="red.9"
          size="compact-sm"
          mih={44}
          data-action="revoke"
          aria-label={t('invitations_console.revoke_named', { email: invitation.email })}
          onClick={() => onRevoke(invitation)}
        >
          {t('invitations_console.revoke')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The invitations: a table from the desktop breakpoint up, cards on a phone (one of the two is
 * drawn at a time, the other hidden by CSS and so absent for screen readers too).
 */
export function InvitationsList({
  invitations,
  label,
  ...actions
}: Actions & { invitations: OrganizationInvitation[]; label: string }) {
  const { t } = useTranslation();
  const texts = useRowTexts();
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="xs" striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invitations_console.column_email')}</Table.Th>
              <Table.Th scope="col">{t('invitations_console.column_role')}</Table.Th>
              <Table.Th scope="col">{t('invitations_console.column_state')}</Table.Th>
              <Table.Th scope="col">{t('invitations_console.column_sent')}</Table.Th>
              <Table.Th scope="col">{t('invitations_console.column_ended')}</Table.Th>
              <Table.Th scope="col">{t('invitations_console.column_actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => {
              const row = texts(invitation);
              return (
                <Table.Tr key={invitation.id} data-invitation={invitation.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm" tabIndex={-1} data-invitation-email>
                      {invitation.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.role}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={700} data-state={invitation.state}>
                      {row.state}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.sent}</Text>
                    {row.resent && <Text size="sm">{row.resent}</Text>}
                  </Table.Td>
                  <Table.Td>{row.ends}</Table.Td>
                  <Table.Td>
                    <RowActions invitation={invitation} {...actions} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack
        hiddenFrom="sm"
        gap="sm"
        component="ul"
        aria-label={label}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {invitations.map((invitation) => {
          const row = texts(invitation);
          return (
            <Paper component="li" withBorder p="sm" key={invitation.id} data-invitation={invitation.id}>
              <Stack gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700} tabIndex={-1} data-invitation-email style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Text size="sm" fw={700} data-state={invitation.state}>
                    {row.state}
                  </Text>
                </Group>
                <Text size="sm">{row.role}</Text>
                <Text size="sm">{row.sent}</Text>
                {row.resent && <Text size="sm">{row.resent}</Text>}
                {row.ends && <Text size="sm">{row.ends}</Text>}
                <RowActions invitation={invitation} {...actions} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
