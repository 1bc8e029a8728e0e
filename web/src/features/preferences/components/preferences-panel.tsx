import { Alert, Button, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCsrfToken } from '../../../lib/api-client';
import { useCheckupPreferences } from '../api/use-checkup-preferences';
import { DayRadios } from './day-radios';
import { hourOptions } from './hour-options';

/**
 * Check-up preferences (spec §2, §7): a classic form post with `frequency[]`, `time` and the CSRF
 * token; the server answers with a redirect back here and a flash toast.
 */
export function PreferencesPanel() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useCheckupPreferences();
  const [day, setDay] = useState<string | null>(null);
  const [missingDay, setMissingDay] = useState(false);
  if (isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  const chosen = day ?? data?.frequency ?? '';

  const check = (event: FormEvent<HTMLFormElement>) => {
    if (!chosen) {
      event.preventDefault();
      setMissingDay(true);
    }
  };

  return (
    <form
      method="post"
      action="/checkup_preferences"
      onSubmit={check}
      aria-label={t('profile.tabs.preferences')}
    >
      <input type="hidden" name="authenticity_token" value={getCsrfToken()} />
      <Stack gap="md" maw={480}>
        <Text>{t('preferences.intro')}</Text>
        <DayRadios
          name="frequency[]"
          value={chosen}
          onChange={(value) => {
            setDay(value);
            setMissingDay(false);
          }}
          error={missingDay ? t('validation.please_select_a_day') : undefined}
        />
        <NativeSelect
          name="time"
          label={t('preferences.time')}
          defaultValue={data?.time ?? '09:00:00'}
          data={hourOptions(i18n.language)}
        />
        {missingDay && (
          <Alert color="red" role="alert">
            {t('validation.please_select_a_day')}
          </Alert>
        )}
        <Button type="submit" w="fit-content">
          {t('preferences.save')}
        </Button>
      </Stack>
    </form>
  );
}
