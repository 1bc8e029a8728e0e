import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { accountClaimSchema, PASSWORD_MIN_LENGTH } from '@evenkeel/common';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { PasswordField } from '../../../components/password-field';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import type { CurrentUser } from '../api/use-session';
import { useClaimAccount } from '../api/use-verify-email';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A sign-up's link opened in another browser than the one that signed up (decision 0012): the
 * address is proven here only, and nobody can use the account until this browser finishes, with
 * the password chosen at sign-up or a new one (which voids the old one).
 */
export function ClaimAccountForm({
  email,
  current,
  onDone,
}: {
  email: string;
  current: CurrentUser | null;
  onDone: (user: CurrentUser) => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ choosing: false, password: '' }),
    schema: accountClaimSchema,
    input: ({ choosing, password }) => (choosing ? { new_password: password } : { password }),
    mutation: useClaimAccount(),
    variables: (data) => data,
    onSuccess: onDone,
  });
  const { choosing } = form.values;
  const switchMode = () => {
    form.setValues({ choosing: !choosing, password: '' });
    form.setErrors({});
  };

  return (
    <Stack gap="md">
      {current && !sameAddress(current.email, email) ? (
        <Alert color="yellow" role="status">
          {t('session.verify.claim_other', { current: current.email, email })}
        </Alert>
      ) : (
        <Alert color="teal" role="status">
          {t('session.verify.claim_intro', { email })}
        </Alert>
      )}
      <FormErrorSummary errors={form.errors} />
      <Form
        onSubmit={form.submit}
        label={choosing ? t('session.verify.claim_choose') : t('session.verify.claim_submit')}
      >
        <Stack gap="md">
          {/* The account's address, for password managers. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          {choosing ? (
            <PasswordField
              key="new"
              label={t('session.reset.new_password')}
              description={t('session.sign_up.password_hint', { count: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              {...form.text('password', 'new_password')}
            />
          ) : (
            <PasswordField
              key="old"
              label={t('session.verify.claim_password')}
              autoComplete="current-password"
              required
              {...form.text('password')}
            />
          )}
          <Button type="submit" loading={form.pending}>
            {choosing ? t('session.verify.claim_new_submit') : t('session.verify.claim_submit')}
          </Button>
        </Stack>
      </Form>
      {!choosing && <Text size="sm">{t('session.verify.claim_choose_hint')}</Text>}
      <Button
        variant="subtle"
        onClick={switchMode}
        styles={{ label: { whiteSpace: 'normal' } }}
        h="auto"
        py={8}
      >
        {choosing ? t('session.verify.claim_use_old') : t('session.verify.claim_choose')}
      </Button>
      <Text size="sm">{t('session.verify.claim_time')}</Text>
    </Stack>
  );
}
