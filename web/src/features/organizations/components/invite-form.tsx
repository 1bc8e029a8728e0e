import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { InvitationScope, InvitationType } from '@evenkeel/common';
import { Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { Form } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { useCreateInvitation } from '../../invitations';

/** One choice of the form: a role to offer and where. */
export type InviteChoice = {
  value: string;
  label: string;
  scope: InvitationScope;
  role: InvitationType;
  organization?: string;
  group?: string;
};

/** Invite people by e-mail to one of the roles this administrator may offer. */
export function InviteForm({ choices, title }: { choices: InviteChoice[]; title: string }) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ email: '', choice: choices[0]?.value ?? '' }),
    mutation: useCreateInvitation(),
    variables: ({ email, choice }) => {
      const selected = choices.find((option) => option.value === choice) as InviteChoice;
      return {
        scope: selected.scope,
        role: selected.role,
        email: email.trim(),
        organization: selected.organization,
        group: selected.group,
      };
    },
    success: (_, { email }) => t('permissions.invite_sent', { email: email.trim() }),
    onSuccess: () => form.set('email', ''),
  });
  const selected = choices.some((option) => option.value === form.values.choice);

  return (
    <Form onSubmit={() => selected && form.submit()} label={title}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <TextInput label={t('fields.email')} type="email" required {...form.text('email')} />
        <NativeSelect
          label={t('organizations.invite_as')}
          data={choices.map(({ value, label }) => ({ value, label }))}
          {...form.text('choice')}
          error={form.errors.role ?? form.errors.scope}
        />
        <Button type="submit" loading={form.pending} w="fit-content">
          {t('organizations.send_invitation')}
        </Button>
      </Stack>
    </Form>
  );
}
