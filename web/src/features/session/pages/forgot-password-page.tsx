import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { passwordResetRequestSchema } from '@evenkeel/common';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Form, FormErrorSummary } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/use-password-reset';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  // No toast: the page shows the answer in place of the form.
  const form = useResourceForm({
    initial: () => ({ email: '' }),
    schema: passwordResetRequestSchema,
    mutation: request,
    variables: (data) => data.email,
  });
  useDocumentTitle(t('session.forgot.title'));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.forgot.title')}</Title>
      {request.isSuccess ? (
        <Alert color="teal" role="status">
          {request.data}
        </Alert>
      ) : (
        <>
          <Text>{t('session.forgot.intro')}</Text>
          <FormErrorSummary errors={form.errors} />
          <Form onSubmit={form.submit} label={t('session.forgot.title')}>
            <Stack gap="md">
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                {...form.text('email')}
              />
              <Button type="submit" loading={request.isPending}>
                {t('session.forgot.submit')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <Anchor component={Link} to={paths.signIn}>
        {t('session.back_to_sign_in')}
      </Anchor>
    </Stack>
  );
}
