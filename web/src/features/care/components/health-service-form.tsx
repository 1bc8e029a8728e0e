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
import { useState } from 'react';
import { Form, FormErrorSummary, reportApiError, useTranslate, validate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
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
  const translate = useTranslate();
  const save = useSaveHealthService(organization);
  const [values, setValues] = useState(() => fromService(service));
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const label = service ? t('care.save_service') : t('care.add_service');
  const id = service ? `service-form-${service.id}` : 'service-form-new';

  const submit = () => {
    const checked = validate(healthServiceCreateSchema, values, translate);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors(null);
    save.mutate(
      { slug: service?.id, attributes: checked.data },
      {
        onSuccess: () => {
          showToast('success', t(service ? 'care.service_saved' : 'care.service_added'));
          if (!service) setValues(fromService());
          onDone?.();
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={submit} label={label}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              id={`${id}-name-en`}
              label={t('care.name_en')}
              required
              value={values.name_en}
              onChange={(event) => set('name_en', event.currentTarget.value)}
              error={errors?.name_en}
            />
            <TextInput
              id={`${id}-name-fr`}
              label={t('care.name_fr')}
              required
              value={values.name_fr}
              onChange={(event) => set('name_fr', event.currentTarget.value)}
              error={errors?.name_fr}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('care.category')}
            required
            value={values.category}
            onChange={(event) => set('category', event.currentTarget.value)}
            data={[{ value: '', label: t('care.choose_category') }, ...categoryOptions(t)]}
            error={errors?.category}
          />
          <Textarea
            label={t('care.description_en')}
            autosize
            minRows={2}
            value={values.description_en}
            onChange={(event) => set('description_en', event.currentTarget.value)}
            error={errors?.description_en}
          />
          <Textarea
            label={t('care.description_fr')}
            autosize
            minRows={2}
            value={values.description_fr}
            onChange={(event) => set('description_fr', event.currentTarget.value)}
            error={errors?.description_fr}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ContactFields values={values} errors={errors} set={set} />
            <TextInput
              label={t('care.hours')}
              description={t('care.hours_help')}
              value={values.hours}
              onChange={(event) => set('hours', event.currentTarget.value)}
              error={errors?.hours}
            />
          </SimpleGrid>
          <LanguageAndModalityFields values={values} errors={errors} set={set} />
          <Button type="submit" loading={save.isPending} w="fit-content">
            {label}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
