import { type Locale, userUpdateSchema } from '@evenkeel/common';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { changeLocale, rememberLocale } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useCurrentUser } from '../../session/api/use-session';
import { useUpdateProfile } from '../../session/api/use-update-profile';

/** Names and language; birthdate, city, timezone and picture come with the account-page issue. */
export function PersonalPanel() {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    locale: user.locale as Locale,
  });
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  const submit = () => {
    const result = validate(userUpdateSchema, values, translate);
    setErrors(result.errors);
    if (!result.data) return;
    update.mutate(
      { slug: user.id, attributes: result.data },
      {
        onSuccess: async (saved) => {
          rememberLocale(saved.locale);
          await changeLocale(saved.locale);
          // Said in the language just chosen.
          showToast('success', i18n.t('profile.saved'));
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Form onSubmit={submit} label={t('profile.tabs.personal')}>
      <Stack gap="md" maw={420}>
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
        <Select
          label={t('fields.locale')}
          allowDeselect={false}
          value={values.locale}
          onChange={(value) => value && setValues({ ...values, locale: value as Locale })}
          data={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
          error={errors?.locale}
        />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t('profile.save')}
        </Button>
      </Stack>
    </Form>
  );
}
