import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, Form, reportApiError, useTranslate } from '../../../components/form';
import { PasswordField } from '../../../components/password-field';
import { apiRequest } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { clearPersonalStorage } from '../../../lib/personal-storage';
import { flashNextPage } from '../../../lib/toasts';
import { useCurrentUser } from '../../session';

/** Delete the account: the spec's warning, the password again, then everything goes (spec §8). */
export function DangerZone() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const remove = useMutation({
    mutationFn: () =>
      apiRequest('DELETE', `/api/users/${encodeURIComponent(user.id)}`, {
        body: { type: 'users', id: user.id, attributes: { password } },
      }),
  });

  const submit = () => {
    setErrors({});
    if (!password) {
      setErrors({ password: t('profile.danger.password_required') });
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => {
        // Nothing of the account stays in the tab's storage, nor in memory: a full page load to
        // sign-in, the server's page (docs/decisions/0008-front-door.md), which shows the message.
        // Not a move within the app, whose next screen would take the message first.
        clearPersonalStorage();
        flashNextPage('info', t('profile.danger.deleted'));
        window.location.replace(paths.signIn);
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  return (
    <Stack gap="md" maw={520}>
      <Title order={2} size="h3">
        {t('profile.danger.title')}
      </Title>
      <Alert color="red" variant="light" title={t('profile.danger.warning_title')}>
        {t('profile.danger.warning')}
      </Alert>
      <Form onSubmit={submit} label={t('profile.danger.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('profile.danger.confirm')}</Text>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" color="red.9" loading={remove.isPending} w="fit-content">
            {t('profile.danger.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
