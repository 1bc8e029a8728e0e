import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import type { ResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';

/** `name` is the English name (the one shown where no French name is given). */
export type GroupFormValues = { name: string; nameFr: string; description: string };

/**
 * A benefit group's names (English, and French if any) and description: the same fields create one (the organization's list)
 * and change it (its page). The caller's `useResourceForm` checks them with its own schema and saves.
 */
export function GroupForm({
  title,
  submitLabel,
  required = false,
  form,
}: {
  title: string;
  submitLabel: string;
  /** Marks the name required (a new group). */
  required?: boolean;
  form: ResourceForm<GroupFormValues>;
}) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={form.submit} label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <FormErrorSummary errors={form.errors} />
        <TextInput label={t('benefits.name_en')} {...form.text('name')} required={required} maxLength={100} />
        <TextInput
          label={t('benefits.name_fr')}
          lang="fr"
          {...form.text('nameFr', 'name_fr')}
          maxLength={100}
        />
        <Textarea
          label={t('benefits.description')}
          {...form.text('description')}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group>
          <Button type="submit" loading={form.pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
