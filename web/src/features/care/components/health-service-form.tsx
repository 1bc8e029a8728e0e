import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { healthServiceCreateSchema } from '@evenkeel/common';
import { Button, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { type HealthService, useSaveHealthService } from '../api/use-health-services';
import { categoryOptions } from '../lib/names';
import { ContactFields, LanguageAndModalityFields } from './care-fields';

const fromService = (service?: HealthService) => ({
  name_en: service?.name_en ?? '',
  name_fr: service?.name_fr ?? '',
  description_en: service?.description_en ?? '',
  description_fr: service?.description_fr ?? '',
  category: service?.category ?? '',
  phone: service?.phone ?? '',
  email: service?.email ?? '',
  url: service?.url ?? '',
  hours: service?.hours ?? '',
  languages: service?.languages ?? ([] as string[]),
  modalities: service?.modalities ?? ([] as string[]),
});

/** Adds a health service to an organization, or changes one (administrators: `manage_health_services`). */
export function HealthServiceForm({
  organization,
  service,
  onDone,
}: {
  organization: string;
  service?: HealthService;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => fromService(service),
    schema: healthServiceCreateSchema,
    mutation: useSaveHealthService(organization),
    variables: (attributes) => ({ slug: service?.id, attributes }),
    success: () => t(service ? 'care.service_saved' : 'care.service_added'),
    // A new service's form stays on the page for the next one; a changed one closes.
    reset: !service,
    onSuccess: () => onDone?.(),
  });
  const { values, set, errors } = form;
  const label = service ? t('care.save_service') : t('care.add_service');
  const id = service ? `service-form-${service.id}` : 'service-form-new';

  return (
    <>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={form.submit} label={label} focusOnOpen={!!service}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput id={`${id}-name-en`} label={t('care.name_en')} required {...form.text('name_en')} />
            <TextInput id={`${id}-name-fr`} label={t('care.name_fr')} required {...form.text('name_fr')} />
          </SimpleGrid>
          <NativeSelect
            label={t('care.category')}
            required
            {...form.text('category')}
            data={[{ value: '', label: t('care.choose_category') }, ...categoryOptions(t)]}
          />
          <Textarea label={t('care.description_en')} autosize minRows={2} {...form.text('description_en')} />
          <Textarea label={t('care.description_fr')} autosize minRows={2} {...form.text('description_fr')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ContactFields values={values} errors={errors} set={set} />
            <TextInput label={t('care.hours')} description={t('care.hours_help')} {...form.text('hours')} />
          </SimpleGrid>
          <LanguageAndModalityFields values={values} errors={errors} set={set} />
          <Button type="submit" loading={form.pending} w="fit-content">
            {label}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
