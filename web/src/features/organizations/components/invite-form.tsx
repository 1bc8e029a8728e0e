import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { InvitationScope, InvitationType } from '@evenkeel/common';
import { Alert, Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { type NewInvitation, useCreateInvitation } from '../../invitations';
import { checkInvitation } from '../api/check-invitation';

/** One choice of the form: a role to offer and where. */
export type InviteChoice = {
  value: string;
  label: string;
  scope: InvitationScope;
  role: InvitationType;
  organization?: string;
  group?: string;
};

/**
 * Invite people by e-mail to one of the roles this administrator may offer. A group
 * administrator invitation is checked first (issue 31): when the server says the person is not a
 * member of the organization, its warning shows and the invitation goes only on a second press.
 */
export function InviteForm({ choices, title }: { choices: InviteChoice[]; title: string }) {
  const { t } = useTranslation();
  // The warning, and the invitation it was given for: changing either asks again.
  const [warning, setWarning] = useState<{ text: string; key: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const invitationOf = (email: string, choice: string): NewInvitation => {
    const selected = choices.find((option) => option.value === choice) as InviteChoice;
    return {
      scope: selected.scope,
      role: selected.role,
      email: email.trim(),
      organization: selected.organization,
      group: selected.group,
    };
  };
  const form = useResourceForm({
    initial: () => ({ email: '', choice: choices[0]?.value ?? '' }),
    mutation: useCreateInvitation(),
    variables: ({ email, choice }) => invitationOf(email, choice),
    success: (_, { email }) => t('permissions.invite_sent', { email: email.trim() }),
    onSuccess: () => {
      form.set('email', '');
      setWarning(null);
    },
  });
  const selected = choices.some((option) => option.value === form.values.choice);
  const key = `${form.values.email.trim().toLowerCase()}|${form.values.choice}`;
  const warned = warning !== null && warning.key === key;

  const send = async () => {
    if (!selected) return;
    const invitation = invitationOf(form.values.email, form.values.choice);
    if (warned || invitation.scope !== 'group' || invitation.role !== 'administrator' || !invitation.email) {
      form.submit();
      return;
    }
    setChecking(true);
    try {
      const text = await checkInvitation(invitation);
      if (text === null) {
        form.submit();
      } else {
        setWarning({ text, key });
        focusOutcome('#invite-non-member-warning');
      }
    } catch {
      // A refusal of the check is the one sending would get (an address, the role): sending
      // shows it by field, like any refusal of this form.
      form.submit();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Form onSubmit={() => void send()} label={title}>
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
        {warned && (
          <Alert id="invite-non-member-warning" color="yellow.9" variant="light" tabIndex={-1}>
            {warning.text}
          </Alert>
        )}
        <Button type="submit" loading={form.pending || checking} w="fit-content">
          {warned ? t('organizations.send_anyway') : t('organizations.send_invitation')}
        </Button>
      </Stack>
    </Form>
  );
}
