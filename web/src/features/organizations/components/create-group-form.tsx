import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { groupCreateSchema } from '@evenkeel/common';
import { Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Form, reportApiError, useTranslate, validate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { Group } from '../api/use-organizations';
import { useCreateGroup } from '../api/use-organizations';

/** A group of the organization, or a unit inside one of its groups. */
export function CreateGroupForm({ organizationSlug, groups }: { organizationSlug: string; groups: Group[] }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const create = useCreateGroup(organizationSlug);
  const [values, setValues] = useState({ name: '', description: '', parent: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const topLevel = groups.filter((group) => !group.parent_slug);

  const submit = () => {
    // The server's own rules first (no link or invisible-only name, no control characters).
    const checked = validate(
      groupCreateSchema,
      { name: values.name, ...(values.description.trim() ? { description: values.description } : {}) },
      translate,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(
      {
        name: checked.data.name,
        ...(checked.data.description ? { description: checked.data.description } : {}),
        ...(values.parent ? { parent: values.parent } : {}),
      },
      {
        onSuccess: (group) => {
          showToast('success', t('organizations.group_created', { name: group.name }));
          setValues({ name: '', description: '', parent: '' });
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Form onSubmit={submit} label={t('organizations.create_group')}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {t('organizations.create_group')}
        </Title>
        <TextInput
          label={t('organizations.group_name')}
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          label={t('organizations.description')}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          error={errors.description}
        />
        <NativeSelect
          label={t('organizations.parent')}
          value={values.parent}
          onChange={(event) => setValues({ ...values, parent: event.currentTarget.value })}
          data={[
            { value: '', label: t('organizations.no_parent') },
            ...topLevel.map((group) => ({ value: group.id, label: group.name })),
          ]}
          error={errors.parent}
        />
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('organizations.create')}
        </Button>
      </Stack>
    </Form>
  );
}
