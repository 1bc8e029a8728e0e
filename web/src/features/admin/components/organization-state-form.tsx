import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { ORGANIZATION_STATES, type OrganizationState } from '@evenkeel/common';
import { Button, Group, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type AdminOrganization, useChangeOrganizationState } from '../api/use-admin-organizations';

/** Each state's choice, in the order a platform administrator thinks of them. */
export const STATE_ORDER: OrganizationState[] = ['enabled', 'subscribable', 'default', 'disabled'];

/**
 * Changes an organization's state (`change_state`), each choice with what it means beside it
 * (issue 31). Opened inline from the organization's row; takes focus on its first choice.
 */
export function OrganizationStateForm({
  organization,
  onDone,
}: {
  organization: AdminOrganization;
  onDone: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const change = useChangeOrganizationState();
  const [state, setState] = useState<OrganizationState>(organization.state);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = t('admin.change_state_title', { name: organization.name });
  const submit = () => {
    setErrors({});
    change.mutate(
      { slug: organization.id, state },
      {
        onSuccess: (saved) => {
          showToast(
            'success',
            t('admin.state_changed', { name: saved.name, state: t(`admin.state_name.${saved.state}`) }),
          );
          onDone(true);
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };
  return (
    <Form onSubmit={submit} label={title} focusOnOpen>
      <Stack gap="sm" maw={640}>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Radio.Group
          label={t('admin.state_label')}
          value={state}
          onChange={(value) => setState(value as OrganizationState)}
          error={errors.state}
        >
          <Stack gap="xs" mt="xs">
            {STATE_ORDER.filter((value) => ORGANIZATION_STATES.includes(value)).map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`admin.state_name.${value}`)}
                description={t(`admin.state_meaning.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" loading={change.isPending}>
            {t('admin.save_state')}
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            {t('admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
