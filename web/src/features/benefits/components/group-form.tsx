import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';

/** `name` is the English name (the one shown where no French name is given). */
export type GroupFormValues = { name: string; nameFr: string; description: string };
/** What the caller's submit may do with the form: show errors by field, or empty it once saved. */
export type GroupFormControls = { setErrors: (errors: FieldErrors) => void; reset: () => void };

/**
 * A benefit group's names (English, and French if any) and description: the same fields create one (the organization's list)
 * and change it (its page). The caller checks them with its own schema and saves.
 */
export function GroupForm({
  title,
  submitLabel,
  initial = { name: '', nameFr: '', description: '' },
  required = false,
  pending,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  initial?: GroupFormValues;
  /** Marks the name required (a new group). */
  required?: boolean;
  pending: boolean;
  onSubmit: (values: GroupFormValues, controls: GroupFormControls) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = () => setValues({ name: '', nameFr: '', description: '' });
  return (
    <Form onSubmit={() => onSubmit(values, { setErrors, reset })} label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <TextInput
          label={t('benefits.name_en')}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name}
          required={required}
          maxLength={100}
        />
        <TextInput
          label={t('benefits.name_fr')}
          lang="fr"
          value={values.nameFr}
          onChange={(event) => setValues({ ...values, nameFr: event.currentTarget.value })}
          error={errors.name_fr}
          maxLength={100}
        />
        <Textarea
          label={t('benefits.description')}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          error={errors.description}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
