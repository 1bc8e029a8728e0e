import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import type { LinkOutcome } from '@evenkeel/common';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { CurrentUser } from '../api/use-session';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What an e-mailed link did when it signed nobody in (decision 0012-links-open-sessions), always
 * naming the link's account: a visitor is offered to sign in with that address filled in; a
 * member signed in as another account is told they still are.
 */
export function LinkOutcomeNotice({
  outcome,
  current,
}: {
  outcome: LinkOutcome;
  current: CurrentUser | null;
}) {
  const { t } = useTranslation();
  const reset = outcome.outcome === 'password_reset';
  if (current && !sameAddress(current.email, outcome.email)) {
    const params = { current: current.email, email: outcome.email };
    return (
      <Alert color="yellow" role="status">
        {reset ? t('session.reset.done_other', params) : t('session.verify.confirmed_other', params)}
      </Alert>
    );
  }
  if (current) {
    return (
      <Alert color="teal" role="status">
        {t('session.verify.confirmed_own', { email: outcome.email })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="teal" role="status">
        {reset
          ? t('session.reset.done_visitor', { email: outcome.email })
          : t('session.verify.confirmed_visitor', { email: outcome.email })}
      </Alert>
      {/* The sign-in page is drawn by the server: a full load, the address filled in. */}
      <Anchor href={`${paths.signIn}?${new URLSearchParams({ email: outcome.email })}`}>
        {t('session.verify.sign_in_as', { email: outcome.email })}
      </Anchor>
    </Stack>
  );
}
