import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Checkbox, Group, MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { errorOf, languageOptions, modalityOptions } from '../lib/names';

/**
 * The fields a provider's profile and a health service share (care/components/provider-form.tsx,
 * health-service-form.tsx): how to reach them, and the languages and modalities they offer. Each
 * form keeps its own layout around them.
 */
type Errors = Record<string, string> | null;
type Contact = { phone: string; email: string; url: string };
type Offer = { languages: string[]; modalities: string[] };

/** Phone, e-mail and website. `own`: the person's own channels, which the browser may fill in. */
export function ContactFields({
  values,
  errors,
  set,
  own = false,
}: {
  values: Contact;
  errors: Errors;
  set: (key: keyof Contact, value: string) => void;
  own?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('care.phone')}
        type="tel"
        autoComplete={own ? 'tel' : 'off'}
        value={values.phone}
        onChange={(event) => set('phone', event.currentTarget.value)}
        error={errors?.phone}
      />
      <TextInput
        label={t('care.email')}
        type="email"
        autoComplete={own ? 'email' : 'off'}
        value={values.email}
        onChange={(event) => set('email', event.currentTarget.value)}
        error={errors?.email}
      />
      <TextInput
        label={t('care.website')}
        type="url"
        placeholder="https://"
        value={values.url}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errors?.url}
      />
    </>
  );
}

/** The languages spoken (searchable, named in the reader's language) and how care is given. */
export function LanguageAndModalityFields({
  values,
  errors,
  set,
}: {
  values: Offer;
  errors: Errors;
  set: (key: keyof Offer, value: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('care.languages')}
        data={languageOptions(i18n.language)}
        value={values.languages}
        onChange={(value) => set('languages', value)}
        error={errorOf(errors, 'languages')}
        searchable
        comboboxProps={{ hideDetached: false }}
      />
      <Checkbox.Group
        label={t('care.modalities')}
        value={values.modalities}
        onChange={(value) => set('modalities', value)}
        error={errorOf(errors, 'modalities')}
      >
        <Group gap="md" mt={4}>
          {modalityOptions(t).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}
