import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { accountLockSchema } from '@evenkeel/common';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { type AdminAccount, useAccountLock } from '../api/use-admin-accounts';

/**
 * Locks or unlocks an account with its reason (required; kept with the account and in the audit
 * log). Locking says what it does before it is done: every session ends, sign-in is refused.
 */
export function AccountLockForm({
  account,
  action,
  onDone,
}: {
  account: AdminAccount;
  action: 'lock' | 'unlock';
  onDone: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = `${account.first_name} ${account.last_name}`.trim();
  const form = useResourceForm({
    initial: () => ({ reason: '' }),
    schema: accountLockSchema,
    mutation: useAccountLock(action),
    variables: ({ reason }) => ({ id: account.id, reason }),
    success: () =>
      t(action === 'lock' ? 'admin.accounts.locked_toast' : 'admin.accounts.unlocked_toast', { name }),
    onSuccess: () => onDone(true),
  });
  const label = t(action === 'lock' ? 'admin.accounts.lock_title' : 'admin.accounts.unlock_title', { name });
  return (
    <Form onSubmit={form.submit} label={label} focusOnOpen>
      <Stack gap="sm">
        <FormErrorSummary errors={form.errors} />
        <Text size="sm">
          {t(action === 'lock' ? 'admin.accounts.lock_explained' : 'admin.accounts.unlock_explained')}
        </Text>
        <Textarea
          label={t('admin.accounts.reason')}
          description={t('admin.accounts.reason_help')}
          required
          autosize
          minRows={2}
          {...form.text('reason')}
        />
        <Group gap="sm">
          <Button type="submit" color={action === 'lock' ? 'red.9' : undefined} loading={form.pending}>
            {t(action === 'lock' ? 'admin.accounts.lock_submit' : 'admin.accounts.unlock_submit')}
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            {t('admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
