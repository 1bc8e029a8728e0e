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
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../../app/guards';
import { paths } from '../../../app/paths';
import { DeviceInputs } from '../../../components/device-inputs';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  lazySchema,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { PasswordField } from '../../../components/password-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { deviceFields } from '../../../lib/native-app';
import { useSignIn } from '../api/use-sign-in';

const accountSchemas = lazySchema(() => import('@evenkeel/common/schemas/accounts'));

export default function SignInPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t('session.sign_in.title'));

  const submit = async () => {
    setRefusal(null);
    let signInSchema: Awaited<ReturnType<typeof accountSchemas>>['signInSchema'];
    try {
      ({ signInSchema } = await accountSchemas());
    } catch (error) {
      reportApiError(error, translate);
      return;
    }
    const result = validate(signInSchema, { ...values, ...deviceFields() }, translate);
    setErrors(result.errors);
    if (!result.data) return;
    signIn.mutate(result.data, {
      onSuccess: () => navigate(safeNext(params.get('next')), { replace: true }),
      onError: (error) => {
        // Wrong e-mail or password, or too many attempts: said once, above the form.
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 429)) {
          setRefusal(error.message);
        } else {
          reportApiError(error, translate, setErrors);
        }
      },
    });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.sign_in.title')}</Title>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <FormErrorSummary errors={errors} />
      <Form
        onSubmit={() => void submit()}
        onStart={() => void accountSchemas().catch(() => {})}
        label={t('session.sign_in.title')}
      >
        <Stack gap="md">
          <DeviceInputs />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
            error={errors?.email}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
            error={errors?.password}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('session.sign_in.submit')}
          </Button>
        </Stack>
      </Form>
      <Stack gap="xs">
        <Anchor component={Link} to={paths.forgotPassword}>
          {t('session.sign_in.forgot')}
        </Anchor>
        <Text>
          {t('session.sign_in.no_account')}{' '}
          <Anchor component={Link} to={paths.signUp}>
            {t('session.sign_up.title')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
