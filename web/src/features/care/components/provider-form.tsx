import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { providerCreateSchema } from '@evenkeel/common';
import { Button, Fieldset, MultiSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { CityField, ImageUploadField } from '../../profile';
import type { Provider } from '../api/use-providers';
import { errorOf, specialtyOptions } from '../lib/names';
import { ContactFields, LanguageAndModalityFields } from './care-fields';

type Values = {
  display_name: string;
  credentials: string;
  picture_url: string | null;
  specialties: string[];
  languages: string[];
  modalities: string[];
  place_id: string | null;
  place_label: string;
  accepting_new_clients: boolean;
  bio_en: string;
  bio_fr: string;
  phone: string;
  email: string;
  url: string;
};

const valuesOf = (provider: Provider | undefined, name: string): Values => ({
  display_name: provider?.display_name ?? name,
  credentials: provider?.credentials ?? '',
  picture_url: provider?.picture_url ?? null,
  specialties: provider?.specialties ?? [],
  languages: provider?.languages ?? [],
  modalities: provider?.modalities ?? [],
  place_id: provider?.location?.place_id ?? null,
  place_label: provider?.location?.label ?? '',
  accepting_new_clients: provider?.accepting_new_clients ?? true,
  bio_en: provider?.bio_en ?? '',
  bio_fr: provider?.bio_fr ?? '',
  phone: provider?.phone ?? '',
  email: provider?.email ?? '',
  url: provider?.url ?? '',
});

/**
 * A provider's profile (issue 15): the same form creates it from an invitation and edits it.
 * It checks with the server's own schema first, then shows the server's 422s by field.
 */
export function ProviderForm({
  provider,
  defaultName,
  submitLabel,
  pending,
  onSave,
  savePicture,
}: {
  provider?: Provider;
  defaultName: string;
  submitLabel: string;
  pending: boolean;
  onSave: (attributes: Record<string, unknown>, onError: (error: unknown) => void) => void;
  /** An existing profile saves a new picture at once (as the account page does); a new one with the form. */
  savePicture?: (url: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => valuesOf(provider, defaultName),
    schema: providerCreateSchema,
    input: ({ place_label: _label, ...attributes }) => attributes,
    // The page saves (a new profile or a change) and says so; the form shows what it refuses.
    mutation: {
      mutate: (attributes: Record<string, unknown>, { onError }: { onError: (error: unknown) => void }) =>
        onSave(attributes, onError),
      isPending: pending,
    },
    variables: (attributes) => attributes,
  });
  const { values, set, errors } = form;

  return (
    <>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={form.submit} label={submitLabel}>
        <Stack gap="md">
          <ImageUploadField
            purpose="profile_picture"
            label="profile"
            imageUrl={values.picture_url}
            fallback={initials(values.display_name || defaultName)}
            round
            save={async (url) => {
              await savePicture?.(url);
              set('picture_url', url);
            }}
            // Without savePicture the profile does not exist yet: the picture waits for the form.
            savedText={t(savePicture ? 'care.picture_saved' : 'care.picture_ready')}
          />
          <TextInput label={t('providers.display_name')} required {...form.text('display_name')} />
          <TextInput
            label={t('providers.credentials')}
            description={t('care.credentials_help')}
            {...form.text('credentials')}
          />
          <MultiSelect
            label={t('care.specialties')}
            data={specialtyOptions(t)}
            value={values.specialties}
            onChange={(value) => set('specialties', value)}
            error={errorOf(errors, 'specialties')}
            searchable
            comboboxProps={{ hideDetached: false }}
          />
          <LanguageAndModalityFields values={values} errors={errors} set={set} />
          <CityField
            label={t('care.practice_location')}
            description={t('care.practice_location_help')}
            initialLabel={values.place_label}
            onPick={(place) => {
              set('place_id', place?.id ?? null);
              set('place_label', place?.label ?? '');
            }}
            error={errors.place_id}
          />
          <Switch
            label={t('care.accepting_new_clients')}
            checked={values.accepting_new_clients}
            onChange={(event) => set('accepting_new_clients', event.currentTarget.checked)}
          />
          <Textarea label={t('care.bio_en')} autosize minRows={3} {...form.text('bio_en')} />
          <Textarea label={t('care.bio_fr')} autosize minRows={3} {...form.text('bio_fr')} />
          <Fieldset legend={t('care.contact')}>
            <Stack gap="sm">
              <ContactFields values={values} errors={errors} set={set} own />
            </Stack>
          </Fieldset>
          <Button type="submit" loading={pending} w="fit-content">
            {submitLabel}
          </Button>
        </Stack>
      </Form>
    </>
  );
}
