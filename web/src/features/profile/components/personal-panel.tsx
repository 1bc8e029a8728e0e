import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import type { Locale, Location } from '@evenkeel/common';
import { Button, Divider, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  lazySchema,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { focusOutcome } from '../../../lib/focus-outcome';
import { changeLocale, rememberLocale, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type ProfileChanges, useCurrentUser, useUpdateProfile } from '../../session';
import type { Place } from '../api/use-places';
import { BirthdateField } from './birthdate-field';
import { CityField } from './city-field';
import { PictureField } from './picture-field';
import { TimezoneField } from './timezone-field';

export const locationLabel = (location: Location | null | undefined) =>
  location?.locality
    ? [location.locality, location.administrative_area, location.country].filter(Boolean).join(', ')
    : '';

/** Names, language, birthdate, city and timezone, and the picture (spec §2 personal panel). */
/** The validator comes when the person starts on the form (Zod stays out of the page's first load). */
const accountSchemas = lazySchema(() => import('@evenkeel/common/schemas/accounts'));

export function PersonalPanel() {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    locale: user.locale as Locale,
    birthdate: user.birthdate,
    timezone: user.timezone,
  });
  // undefined: unchanged; null: cleared; a place: the one picked.
  const [place, setPlace] = useState<Place | null | undefined>(undefined);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  // Text in the city field that is not a city chosen from the list: not saved as if unchanged.
  const [cityUnchosen, setCityUnchosen] = useState(false);

  const pickPlace = (picked: Place | null) => {
    setPlace(picked);
    if (picked?.timezone) setValues((current) => ({ ...current, timezone: picked.timezone }));
  };

  const submit = async () => {
    if (cityUnchosen) {
      setErrors({ location: t('validation.location_incorrect') });
      return;
    }
    let userUpdateSchema: Awaited<ReturnType<typeof accountSchemas>>['userUpdateSchema'];
    try {
      ({ userUpdateSchema } = await accountSchemas());
    } catch (error) {
      reportApiError(error, translate);
      return;
    }
    const changes: ProfileChanges = {
      ...values,
      ...(place === undefined
        ? {}
        : { location: place ? { google_place_id: place.google_place_id ?? '' } : null }),
    };
    const result = validate(userUpdateSchema, changes, translate);
    setErrors(result.errors);
    if (!result.data) return;
    update.mutate(
      { slug: user.id, attributes: changes },
      {
        onSuccess: async (saved) => {
          rememberLocale(saved.locale);
          await changeLocale(saved.locale);
          setPlace(undefined);
          // Said in the language just chosen.
          showToast('success', i18n.t('profile.saved'));
          focusOutcome(saveButton);
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Stack gap="lg" maw={480}>
      <PictureField />
      <Divider />
      <Form
        onSubmit={() => void submit()}
        onStart={() => void accountSchemas().catch(() => {})}
        label={t('profile.tabs.personal')}
      >
        <Stack gap="md">
          <FormErrorSummary errors={errors} />
          <TextInput label={t('fields.email')} value={user.email} readOnly />
          <TextInput
            label={t('fields.first_name')}
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={(event) => setValues({ ...values, first_name: event.currentTarget.value })}
            error={errors?.first_name}
          />
          <TextInput
            label={t('fields.last_name')}
            autoComplete="family-name"
            required
            value={values.last_name}
            onChange={(event) => setValues({ ...values, last_name: event.currentTarget.value })}
            error={errors?.last_name}
          />
          {/* Two languages: the browser's own select (no dropdown code on this page, issue 12). */}
          <NativeSelect
            label={t('fields.locale')}
            value={values.locale}
            onChange={(event) => setValues({ ...values, locale: event.currentTarget.value as Locale })}
            data={[
              { value: 'en', label: 'English' },
              { value: 'fr', label: 'Français' },
            ]}
            error={errors?.locale}
          />
          <BirthdateField
            value={values.birthdate}
            onChange={(birthdate) => setValues({ ...values, birthdate })}
            error={errors?.birthdate}
          />
          <CityField
            initialLabel={locationLabel(user.location)}
            onPick={pickPlace}
            onUnchosen={(unchosen) => {
              setCityUnchosen(unchosen);
              if (!unchosen)
                setErrors((current) => {
                  if (!current?.location) return current;
                  const { location: _, ...others } = current;
                  return Object.keys(others).length ? others : null;
                });
            }}
            error={errors?.location}
          />
          <TimezoneField
            value={values.timezone}
            onChange={(timezone) => setValues({ ...values, timezone })}
            error={errors?.timezone}
          />
          <Button ref={saveButton} type="submit" loading={update.isPending} w="fit-content">
            {t('profile.save')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
