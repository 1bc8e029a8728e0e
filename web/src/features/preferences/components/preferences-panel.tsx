import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Checkbox, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { getCsrfToken } from '../../../lib/api-client';
import { focusIfNamedBefore, focusOnNextPage } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { BrowserRemindersSwitch } from '../../reminders';
import { useCheckupPreferences } from '../api/use-checkup-preferences';
import { DayRadios } from './day-radios';
import { hourOptions } from './hour-options';

/** The name, kept across the post's reload, of the button that saved. */
const SAVED = 'preferences.save';

/**
 * Check-up preferences (spec §2, §7): a classic form post with `frequency[]`, `time` and the CSRF
 * token; the server answers with a redirect back here and a flash toast. Below it, the switch
 * for reminders in this browser (Web Push), which saves on its own.
 */
export function PreferencesPanel() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useCheckupPreferences();
  const [day, setDay] = useState<string | null>(null);
  const [missingDay, setMissingDay] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  // After the post and the server's redirect, focus is back on the button that saved.
  useEffect(() => focusIfNamedBefore(SAVED, saveButton), []);
  if (isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  const chosen = day ?? data?.frequency ?? '';

  const check = (event: FormEvent<HTMLFormElement>) => {
    if (!chosen) {
      event.preventDefault();
      setMissingDay(true);
      return;
    }
    focusOnNextPage(SAVED);
  };

  return (
    <Stack gap="xl">
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
          {/* An unchecked box is left out of a form post: the hidden 0 comes first, a checked box's 1 wins. */}
          <input type="hidden" name="email_reminders" value="0" />
          <Checkbox
            name="email_reminders"
            value="1"
            label={t('reminders.email_reminders')}
            description={t('reminders.email_reminders_help')}
            defaultChecked={data?.email_reminders ?? true}
          />
          {missingDay && (
            <Alert color="red" role="alert">
              {t('validation.please_select_a_day')}
            </Alert>
          )}
          <Button ref={saveButton} type="submit" w="fit-content">
            {t('preferences.save')}
          </Button>
        </Stack>
      </form>
      <BrowserRemindersSwitch />
    </Stack>
  );
}
