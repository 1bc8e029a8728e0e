import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PermissionRefused, useBrowserPushState, useSetBrowserPush } from '../api/browser-push';

/**
 * "Remind me in this browser": registers /sw.js and subscribes to Web Push when turned on
 * (permission is asked only then), unsubscribes when turned off, and says why when it cannot.
 */
export function BrowserRemindersSwitch() {
  const { t } = useTranslation();
  const state = useBrowserPushState();
  const change = useSetBrowserPush();
  const [notice, setNotice] = useState<string | null>(null);
  const current = state.data;
  const unavailable = current === 'unsupported' || current === 'denied';

  const toggle = (on: boolean) => {
    setNotice(null);
    change.mutate(on, {
      onSuccess: () => setNotice(t(on ? 'reminders.enabled' : 'reminders.disabled')),
      onError: (error) =>
        setNotice(
          error instanceof PermissionRefused
            ? t(error.permission === 'denied' ? 'reminders.denied' : 'reminders.dismissed')
            : t('reminders.failed'),
        ),
    });
  };

  return (
    <Stack gap="xs" maw={480}>
      <Switch
        label={t('reminders.browser')}
        description={t('reminders.browser_help')}
        checked={current === 'on'}
        disabled={state.isPending || change.isPending || unavailable}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {current === 'unsupported' && <Text size="sm">{t('reminders.unsupported')}</Text>}
      {current === 'denied' && <Text size="sm">{t('reminders.denied')}</Text>}
      {notice && !(current === 'denied' && notice === t('reminders.denied')) && (
        <Alert color={change.isError ? 'red' : 'teal'} role="status">
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
