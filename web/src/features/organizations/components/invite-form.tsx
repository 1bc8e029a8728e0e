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
import { useState } from 'react';
import { Form, reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type NewInvitation, useCreateInvitation } from '../../invitations';

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
  const translate = useTranslate();
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<string | null>(choices[0]?.value ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const selected = choices.find((option) => option.value === choice);
    if (!selected) return;
    const invitation: NewInvitation = {
      scope: selected.scope,
      role: selected.role,
      email: email.trim(),
      organization: selected.organization,
      group: selected.group,
    };
    setErrors({});
    invite.mutate(invitation, {
      onSuccess: () => {
        showToast('success', t('permissions.invite_sent', { email: invitation.email }));
        setEmail('');
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  return (
    <Form onSubmit={submit} label={title}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <NativeSelect
          label={t('organizations.invite_as')}
          data={choices.map(({ value, label }) => ({ value, label }))}
          value={choice ?? ''}
          onChange={(event) => setChoice(event.currentTarget.value)}
          error={errors.role ?? errors.scope}
        />
        <Button type="submit" loading={invite.isPending} w="fit-content">
          {t('organizations.send_invitation')}
        </Button>
      </Stack>
    </Form>
  );
}
