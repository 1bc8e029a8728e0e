import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { Form } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { useCreateInvitation } from '../../invitations';

/**
 * Asks someone to share their results with me: accepting makes the invitee share with the
 * inviter, as the invitation's disclosure tells them. Sharing the other way is their invitation.
 */
export function InviteConnectionForm() {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ email: '' }),
    mutation: useCreateInvitation(),
    variables: ({ email }) => ({
      scope: 'connection' as const,
      role: 'reporter' as const,
      email: email.trim(),
    }),
    success: (_, { email }) => t('permissions.invite_sent', { email: email.trim() }),
    reset: true,
  });

  return (
    <Form onSubmit={form.submit} label={t('permissions.invite_title')}>
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
          {...form.text('email')}
          // The server's refusal, whichever attribute it names, is about the one address.
          error={Object.values(form.errors)[0]}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" loading={form.pending} mt={25}>
          {t('permissions.invite_submit')}
        </Button>
      </Group>
    </Form>
  );
}
