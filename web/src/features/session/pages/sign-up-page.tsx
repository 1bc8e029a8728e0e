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
import { PASSWORD_MIN_LENGTH } from '@evenkeel/common/limits';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { deviceFields } from '../../../lib/native-app';
import { useSignUp } from '../api/use-sign-up';

const accountSchemas = lazySchema(() => import('@evenkeel/common/schemas/accounts'));

export default function SignUpPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  // An invitation e-mail links here with the invited address filled in.
  const [values, setValues] = useState({
    first_name: '',
    last_name: '',
    email: params.get('email') ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  // The address the "check your inbox" state speaks of, once sent.
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? t('session.sign_up.check_title') : t('session.sign_up.title'));

  const set = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const submit = async () => {
    let signUpSchema: Awaited<ReturnType<typeof accountSchemas>>['signUpSchema'];
    try {
      ({ signUpSchema } = await accountSchemas());
    } catch (error) {
      reportApiError(error, translate);
      return;
    }
    const result = validate(
      signUpSchema,
      { ...values, locale: currentLocale(), ...deviceFields() },
      translate,
    );
    setErrors(result.errors);
    if (!result.data) return;
    const email = result.data.email;
    signUp.mutate(result.data, {
      // The same answer whether or not the address has an account: the e-mail tells the rest.
      onSuccess: () => setSentTo(email),
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  if (sentTo) return <CheckYourInbox email={sentTo} />;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.sign_up.title')}</Title>
      <FormErrorSummary errors={errors} />
      <Form
        onSubmit={() => void submit()}
        onStart={() => void accountSchemas().catch(() => {})}
        label={t('session.sign_up.title')}
      >
        <Stack gap="md">
          <DeviceInputs />
          <TextInput
            label={t('fields.first_name')}
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={set('first_name')}
            error={errors?.first_name}
          />
          <TextInput
            label={t('fields.last_name')}
            autoComplete="family-name"
            required
            value={values.last_name}
            onChange={set('last_name')}
            error={errors?.last_name}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
            error={errors?.email}
          />
          <PasswordField
            label={t('fields.password')}
            description={t('session.sign_up.password_hint', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors?.password}
          />
          <Text size="sm">{t('session.sign_up.privacy')}</Text>
          <Button type="submit" loading={signUp.isPending}>
            {t('session.sign_up.submit')}
          </Button>
        </Stack>
      </Form>
      <Text>
        {t('session.sign_up.have_account')}{' '}
        <Anchor component={Link} to={paths.signIn}>
          {t('session.sign_in.title')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** After sending: where the link went and what to do, with the focus on the heading. */
function CheckYourInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('session.sign_up.check_title')}
      </Title>
      <Alert color="teal" role="status">
        {t('session.sign_up.check_body', { email })}
      </Alert>
      <Text>{t('session.sign_up.check_hint')}</Text>
      <Anchor component={Link} to={paths.signIn}>
        {t('session.back_to_sign_in')}
      </Anchor>
    </Stack>
  );
}
