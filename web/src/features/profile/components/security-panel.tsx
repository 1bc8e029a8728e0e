import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { emailChangeSchema, PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@evenkeel/common';
import { Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { PasswordField } from '../../../components/password-field';
import { apiRequest } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import { type CurrentUser, useCurrentUser } from '../../session';

/** Sign-in and security: change the password, change the e-mail address (decision 0006). */
export function SecurityPanel() {
  return (
    <Stack gap="xl" maw={480}>
      <PasswordForm />
      <Divider />
      <EmailForm />
    </Stack>
  );
}

/** The current password and a new one; the server ends the other sessions and keeps this one. */
function PasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const empty = { current_password: '', password: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const change = useMutation({
    mutationFn: async (attributes: typeof values) =>
      (
        await apiRequest<CurrentUser>('PUT', `/api/users/${encodeURIComponent(user.id)}/password`, {
          body: { type: 'passwords', attributes },
        })
      ).data,
  });

  const submit = () => {
    const result = validate(passwordChangeSchema, values, translate);
    setErrors(result.errors);
    if (!result.data) return;
    change.mutate(result.data, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.session, saved);
        setValues(empty);
        showToast('success', t('profile.security.password_changed'));
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('profile.security.password_title')}
      </Title>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={submit} label={t('profile.security.password_title')}>
        <Stack gap="sm">
          <PasswordField
            label={t('fields.current_password')}
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={(event) => setValues({ ...values, current_password: event.currentTarget.value })}
            error={errors?.current_password}
          />
          <PasswordField
            label={t('profile.security.new_password')}
            description={t('session.sign_up.password_hint', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.currentTarget.value })}
            error={errors?.password}
          />
          <Text size="sm">{t('profile.security.password_sessions')}</Text>
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('profile.security.password_submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}

/** A new address and the current password; the address counts once its e-mailed link is opened. */
function EmailForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const empty = { email: '', current_password: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const change = useMutation({
    mutationFn: (attributes: typeof values) =>
      apiRequest('POST', `/api/users/${encodeURIComponent(user.id)}/email_changes`, {
        body: { type: 'email_changes', attributes },
      }),
  });

  const submit = () => {
    const result = validate(emailChangeSchema, values, translate);
    setErrors(result.errors);
    if (!result.data) return;
    const email = result.data.email;
    change.mutate(result.data, {
      onSuccess: () => {
        setValues(empty);
        showToast('success', t('profile.security.email_sent', { email }));
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('profile.security.email_title')}
      </Title>
      <Text>{t('profile.security.email_current', { email: user.email })}</Text>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={submit} label={t('profile.security.email_title')}>
        <Stack gap="sm">
          <TextInput
            label={t('profile.security.new_email')}
            description={t('profile.security.email_hint')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
            error={errors?.email}
          />
          <PasswordField
            label={t('fields.current_password')}
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={(event) => setValues({ ...values, current_password: event.currentTarget.value })}
            error={errors?.current_password}
          />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('profile.security.email_submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
