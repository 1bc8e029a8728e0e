import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { isoWeekMonday } from '@evenkeel/common';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type AdminAccount, useResendAccountVerification } from '../api/use-admin-accounts';
import { AccountLockForm } from './account-lock-form';

const day = (value: string, timeZone?: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );

/** The role names the server gives (`roles`), each said in words. */
const ROLE_KEYS: Record<string, string> = {
  platform_administrator: 'admin.accounts.role.platform_administrator',
  organization_member: 'admin.accounts.role.organization_member',
  organization_administrator: 'admin.accounts.role.organization_administrator',
  group_reporter: 'admin.accounts.role.group_reporter',
  group_administrator: 'admin.accounts.role.group_administrator',
  provider: 'admin.accounts.role.provider',
  connection_viewer: 'admin.accounts.role.connection_viewer',
};

/**
 * One account as support sees it (issue 31): address and whether it is proven, created, the week
 * of the last activity, roles and organizations, its lock; and the actions the server allows.
 */
export function AccountCard({ account }: { account: AdminAccount }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const resend = useResendAccountVerification();
  const [open, setOpen] = useState<'lock' | 'unlock' | null>(null);
  const name = `${account.first_name} ${account.last_name}`.trim();
  const headingId = `account-${account.id}`;
  const close = (changed: boolean) => {
    const was = open;
    setOpen(null);
    // After a lock the next action is "Unlock", and the other way round; a cancel goes back to the same.
    const next = changed ? (was === 'lock' ? 'unlock' : 'lock') : was;
    focusOutcome(`#${headingId}-${next}`);
  };
  const sendVerification = () =>
    resend.mutate(account.id, {
      onSuccess: () => showToast('success', t('admin.accounts.verification_sent', { email: account.email })),
      onError: (error) => reportApiError(error, translate, () => undefined),
    });

  return (
    <Paper component="article" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {name}
          </Title>
          {account.locked && <Badge color="red.9">{t('admin.accounts.locked_badge')}</Badge>}
        </Group>
        <Stack component="dl" gap={4} my={0}>
          <Fact term={t('admin.accounts.email')}>{account.email}</Fact>
          <Fact term={t('admin.accounts.verified')}>
            {t(account.email_verified ? 'admin.accounts.verified_yes' : 'admin.accounts.verified_no')}
          </Fact>
          <Fact term={t('admin.accounts.created')}>{day(account.created_at)}</Fact>
          <Fact term={t('admin.accounts.last_active')}>
            {account.last_active_week
              ? t('admin.accounts.week_of', { date: day(isoWeekMonday(account.last_active_week), 'UTC') })
              : t('admin.accounts.never_active')}
          </Fact>
          <Fact term={t('admin.accounts.roles')}>
            {account.roles.length === 0
              ? t('admin.accounts.no_roles')
              : account.roles
                  .map((role) =>
                    ROLE_KEYS[role] ? t(ROLE_KEYS[role] as 'admin.accounts.role.provider') : role,
                  )
                  .join(', ')}
          </Fact>
          <Fact term={t('admin.accounts.organizations')}>
            {account.organizations.length === 0
              ? t('admin.accounts.no_organizations')
              : account.organizations.map((organization, index) => (
                  <span key={organization.slug}>
                    {index > 0 && ', '}
                    <Anchor component={Link} to={organization.dashboard_path}>
                      {organization.name}
                    </Anchor>{' '}
                    ({t(`admin.accounts.organization_role.${organization.role}`)})
                  </span>
                ))}
          </Fact>
          {account.locked && account.locked_at && (
            <Fact term={t('admin.accounts.locked_on')}>
              {t('admin.accounts.locked_because', {
                date: day(account.locked_at),
                reason: account.lock_reason ?? '',
              })}
            </Fact>
          )}
        </Stack>
        {open ? (
          <AccountLockForm account={account} action={open} onDone={close} />
        ) : (
          <Group gap="sm">
            {can(account, 'resend_verification') && (
              <Button variant="default" loading={resend.isPending} onClick={sendVerification}>
                {t('admin.accounts.resend')}
              </Button>
            )}
            {can(account, 'lock') && (
              <Button
                id={`${headingId}-lock`}
                color="red.9"
                variant="outline"
                onClick={() => setOpen('lock')}
              >
                {t('admin.accounts.lock')}
              </Button>
            )}
            {can(account, 'unlock') && (
              <Button id={`${headingId}-unlock`} variant="outline" onClick={() => setOpen('unlock')}>
                {t('admin.accounts.unlock')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** One fact as a line: its term, then its value, which wraps (a long address breaks anywhere). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <Text component="dt" size="sm" fw={600} display="inline">
        {term}
      </Text>{' '}
      <Text component="dd" size="sm" m={0} display="inline">
        {children}
      </Text>
    </div>
  );
}
