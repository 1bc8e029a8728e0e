import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { PASSWORD_MIN_LENGTH, passwordResetSchema } from '@evenkeel/common';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { Form, FormErrorSummary } from '../../../components/form';
import { PasswordField } from '../../../components/password-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/use-password-reset';
import { useSession } from '../api/use-session';
import { LinkOutcomeNotice } from '../components/link-outcome-notice';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const { data: current } = useSession();
  const form = useResourceForm({
    initial: () => ({ password: '' }),
    schema: passwordResetSchema,
    mutation: reset,
    variables: (data) => data.password,
    // Another browser (or one signed in as someone else) is not signed in: the page says so.
    success: ({ user }) => (user ? t('session.reset.done') : undefined),
    onSuccess: ({ user }) => {
      if (user) navigate(paths.home, { replace: true });
    },
  });
  useDocumentTitle(t('session.reset.title'));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.reset.title')}</Title>
      {reset.data?.outcome ? (
        <LinkOutcomeNotice outcome={reset.data.outcome} current={current ?? null} />
      ) : (
        <>
          <FormErrorSummary errors={form.errors} />
          <Form onSubmit={form.submit} label={t('session.reset.title')}>
            <Stack gap="md">
              <PasswordField
                label={t('session.reset.new_password')}
                description={t('session.sign_up.password_hint', { count: PASSWORD_MIN_LENGTH })}
                autoComplete="new-password"
                required
                {...form.text('password')}
              />
              <Button type="submit" loading={reset.isPending}>
                {t('session.reset.submit')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <Anchor component={Link} to={paths.forgotPassword}>
        {t('session.reset.new_link')}
      </Anchor>
    </Stack>
  );
}
