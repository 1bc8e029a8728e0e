import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { getCsrfToken } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { appendDeviceFields } from '../../lib/native-app';
import { clearPersonalStorage } from '../../lib/personal-storage';

/**
 * Sign-out is a classic form post (spec §7): the server ends the session, then redirects to the
 * sign-in page with a flash message, and the full page load leaves nothing of the user in memory;
 * a check-up in progress is removed from the tab's storage first, and the native app's device token
 * is added as the form goes (lib/native-app.ts).
 */
export function SignOutButton() {
  const { t } = useTranslation();
  return (
    <form
      method="post"
      action="/sign-out"
      onSubmit={(event) => {
        clearPersonalStorage();
        appendDeviceFields(event.currentTarget, 'one_signal_token');
      }}
    >
      <input type="hidden" name="authenticity_token" value={getCsrfToken()} />
      <Button type="submit" variant="default" size="compact-md">
        {t('session.sign_out')}
      </Button>
    </form>
  );
}
