import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { ACCOUNT_SEARCH_MIN_LENGTH } from '@evenkeel/common';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { NotFoundPage } from '../../areas';
import { useCurrentUser } from '../../session';
import { useAdminAccounts } from '../api/use-admin-accounts';
import { AccountCard } from '../components/account-card';
import { AdminMenu } from '../components/admin-menu';

/**
 * /admin/accounts (issue 31): find a person by their address or its beginning; what support may
 * see of the account and do with it. Never results, answers, notes or logs: the server sends none.
 */
export default function AdminAccountsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  const search = useAdminAccounts(email);
  useDocumentTitle(t('admin.accounts.title'));
  if (!user.platform_admin) return <NotFoundPage />;

  const submit = () => {
    const wanted = typed.trim();
    if (wanted.length < ACCOUNT_SEARCH_MIN_LENGTH) {
      setError(t('admin.accounts.search_too_short', { count: ACCOUNT_SEARCH_MIN_LENGTH }));
      return;
    }
    setError(undefined);
    setEmail(wanted);
    focusOutcome('#admin-accounts-results');
  };
  const accounts = search.data ?? [];

  return (
    <Stack gap="lg" maw={960}>
      <AdminMenu />
      <Title order={1}>{t('admin.accounts.title')}</Title>
      <Text>{t('admin.accounts.intro')}</Text>
      <Form onSubmit={submit} label={t('admin.accounts.search_label')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            type="email"
            label={t('admin.accounts.search_field')}
            description={t('admin.accounts.search_help')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            miw={260}
          />
          <Button type="submit">{t('admin.accounts.search_submit')}</Button>
        </Group>
      </Form>
      {email !== '' && (
        <section aria-labelledby="admin-accounts-results">
          {/* The address typed may be long and unbroken: it wraps rather than widen a phone's page. */}
          <Title order={2} size="h3" id="admin-accounts-results" mb="sm" style={{ overflowWrap: 'anywhere' }}>
            {search.isError
              ? t('admin.accounts.search_label')
              : search.isPending
                ? t('admin.accounts.searching')
                : t('admin.accounts.found', { count: accounts.length, email })}
          </Title>
          {search.isError ? (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          ) : search.isPending ? (
            <Loader role="status" aria-label={t('admin.accounts.searching')} />
          ) : (
            <Stack gap="md">
              {accounts.map((account) => (
                <AccountCard key={account.id} account={account} />
              ))}
            </Stack>
          )}
        </section>
      )}
    </Stack>
  );
}
