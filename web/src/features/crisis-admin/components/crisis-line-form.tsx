import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { CRISIS_LINE_KINDS, type CrisisLineInput, type CrisisLineKind } from '@evenkeel/common';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import type { AdminCrisisLine, Country } from '../api/use-admin-crisis-lines';

/** The form's values: what the inputs hold, as text. */
export type CrisisLineValues = {
  country_code: string;
  administrative_area_code: string;
  kind: CrisisLineKind;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  hours_en: string;
  hours_fr: string;
  phone: string;
  sms: string;
  sms_body: string;
  chat_url: string;
  website_url: string;
  available_24_7: boolean;
  languages: string;
  position: string;
  source_url: string;
  verified_on: string;
};

export function emptyValues(country: string): CrisisLineValues {
  return {
    country_code: country,
    administrative_area_code: '',
    kind: 'crisis_line',
    name_en: '',
    name_fr: '',
    description_en: '',
    description_fr: '',
    hours_en: '',
    hours_fr: '',
    phone: '',
    sms: '',
    sms_body: '',
    chat_url: '',
    website_url: '',
    available_24_7: true,
    languages: 'en, fr',
    position: '0',
    source_url: '',
    verified_on: new Date().toISOString().slice(0, 10),
  };
}

export function valuesOf(line: AdminCrisisLine): CrisisLineValues {
  return {
    country_code: line.country_code,
    administrative_area_code: line.administrative_area_code ?? '',
    kind: line.kind,
    name_en: line.name_en,
    name_fr: line.name_fr,
    description_en: line.description_en ?? '',
    description_fr: line.description_fr ?? '',
    hours_en: line.hours_en ?? '',
    hours_fr: line.hours_fr ?? '',
    phone: line.phone ?? '',
    sms: line.sms ?? '',
    sms_body: line.sms_body ?? '',
    chat_url: line.chat_url ?? '',
    website_url: line.website_url ?? '',
    available_24_7: line.available_24_7,
    languages: line.languages.join(', '),
    position: String(line.position),
    source_url: line.source_url,
    verified_on: line.verified_on,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The attributes to send; the server validates them (and answers with one message per field). */
export function attributesOf(values: CrisisLineValues): CrisisLineInput {
  const position = Number(values.position);
  return {
    country_code: values.country_code,
    administrative_area_code: orNull(values.administrative_area_code),
    kind: values.kind,
    name_en: values.name_en.trim(),
    name_fr: values.name_fr.trim(),
    description_en: orNull(values.description_en),
    description_fr: orNull(values.description_fr),
    hours_en: orNull(values.hours_en),
    hours_fr: orNull(values.hours_fr),
    phone: orNull(values.phone),
    sms: orNull(values.sms),
    sms_body: orNull(values.sms_body),
    chat_url: orNull(values.chat_url),
    website_url: orNull(values.website_url),
    available_24_7: values.available_24_7,
    languages: values.languages
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter(Boolean),
    position: values.position.trim() === '' || Number.isNaN(position) ? 0 : position,
    source_url: values.source_url.trim(),
    verified_on: values.verified_on.trim(),
  };
}

/** Adding or changing one line: both languages' texts side by side, every field labelled. */
export function CrisisLineForm({
  title,
  initial,
  countries,
  errors,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: CrisisLineValues;
  countries: Country[];
  errors: FieldErrors;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: CrisisLineValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof CrisisLineValues>(key: K) =>
    (value: CrisisLineValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof CrisisLineValues, 'kind' | 'available_24_7'>, extra = {}) => ({
    label: t(`crisis_admin.fields.${key}`),
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
    error: errors[key],
    ...extra,
  });

  return (
    <Form onSubmit={() => onSubmit(values)} label={title} focusOnOpen>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('crisis_admin.fields.country_code')}
            value={values.country_code}
            onChange={(event) => set('country_code')(event.currentTarget.value)}
            data={countries.map((country) => ({ value: country.code, label: country.name }))}
            error={errors.country_code}
            required
          />
          <TextInput
            {...text('administrative_area_code')}
            description={t('crisis_admin.hints.administrative_area_code')}
            maxLength={3}
          />
          <NativeSelect
            label={t('crisis_admin.fields.kind')}
            value={values.kind}
            onChange={(event) => set('kind')(event.currentTarget.value as CrisisLineKind)}
            data={CRISIS_LINE_KINDS.map((kind) => ({ value: kind, label: t(`crisis_admin.kinds.${kind}`) }))}
            error={errors.kind}
            required
          />
          <TextInput
            {...text('position')}
            type="number"
            min={0}
            description={t('crisis_admin.hints.position')}
          />
          <TextInput {...text('name_en')} required lang="en" />
          <TextInput {...text('name_fr')} required lang="fr" />
          <Textarea {...text('description_en')} rows={2} lang="en" />
          <Textarea {...text('description_fr')} rows={2} lang="fr" />
          <TextInput {...text('hours_en')} lang="en" />
          <TextInput {...text('hours_fr')} lang="fr" />
          <TextInput {...text('phone')} type="tel" description={t('crisis_admin.hints.phone')} />
          <TextInput {...text('sms')} type="tel" />
          <TextInput {...text('sms_body')} description={t('crisis_admin.hints.sms_body')} />
          <TextInput {...text('chat_url')} type="url" description={t('crisis_admin.hints.https')} />
          <TextInput {...text('website_url')} type="url" description={t('crisis_admin.hints.https')} />
          <TextInput {...text('languages')} description={t('crisis_admin.hints.languages')} required />
          <TextInput
            {...text('source_url')}
            type="url"
            description={t('crisis_admin.hints.source_url')}
            required
          />
          <TextInput {...text('verified_on')} type="date" required />
        </SimpleGrid>
        <Checkbox
          label={t('crisis_admin.fields.available_24_7')}
          checked={values.available_24_7}
          onChange={(event) => set('available_24_7')(event.currentTarget.checked)}
          error={errors.available_24_7}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('crisis_admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
