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
import { Form } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import type { Group } from '../api/use-organizations';
import { useCreateGroup } from '../api/use-organizations';

/** A group of the organization, or a unit inside one of its groups. */
export function CreateGroupForm({ organizationSlug, groups }: { organizationSlug: string; groups: Group[] }) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ name: '', description: '', parent: '' }),
    // The server's own rules first (no link or invisible-only name, no control characters).
    schema: groupCreateSchema,
    input: ({ name, description }) => ({ name, ...(description.trim() ? { description } : {}) }),
    mutation: useCreateGroup(organizationSlug),
    variables: (data, { parent }) => ({
      name: data.name,
      ...(data.description ? { description: data.description } : {}),
      ...(parent ? { parent } : {}),
    }),
    success: (group) => t('organizations.group_created', { name: group.name }),
    reset: true,
  });
  const topLevel = groups.filter((group) => !group.parent_slug);

  return (
    <Form onSubmit={form.submit} label={t('organizations.create_group')}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3">
          {t('organizations.create_group')}
        </Title>
        <TextInput label={t('organizations.group_name')} required {...form.text('name')} />
        <TextInput label={t('organizations.description')} {...form.text('description')} />
        <NativeSelect
          label={t('organizations.parent')}
          {...form.text('parent')}
          data={[
            { value: '', label: t('organizations.no_parent') },
            ...topLevel.map((group) => ({ value: group.id, label: group.name })),
          ]}
        />
        <Button type="submit" loading={form.pending} w="fit-content">
          {t('organizations.create')}
        </Button>
      </Stack>
    </Form>
  );
}
