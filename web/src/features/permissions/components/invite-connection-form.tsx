import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Form, reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useCreateInvitation } from '../../invitations';

/**
 * Asks someone to share their results with me: accepting makes the invitee share with the
 * inviter, as the invitation's disclosure tells them. Sharing the other way is their invitation.
 */
export function InviteConnectionForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    setError(undefined);
    invite.mutate(
      { scope: 'connection', role: 'reporter', email: email.trim() },
      {
        onSuccess: () => {
          showToast('success', t('permissions.invite_sent', { email: email.trim() }));
          setEmail('');
        },
        onError: (failure) =>
          reportApiError(failure, translate, (errors) => setError(Object.values(errors)[0])),
      },
    );
  };

  return (
    <Form onSubmit={submit} label={t('permissions.invite_title')}>
      <Text fw={600} mt="md" mb={4}>
        {t('permissions.invite_title')}
      </Text>
      <Text size="sm" mb="xs">
        {t('permissions.invite_help')}
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('fields.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={invite.isPending} mt={25}>
          {t('permissions.invite_submit')}
        </Button>
      </Group>
    </Form>
  );
}
