import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import type { CurrentUser } from '../api/use-session';
import { useSession } from '../api/use-session';
import { useVerifyEmail } from '../api/use-verify-email';
import { ClaimAccountForm } from '../components/claim-account-form';
import { LinkOutcomeNotice } from '../components/link-outcome-notice';

/**
 * The landing page of an e-mailed link. A sign-up's link, in the browser that signed up, signs the
 * person in and continues to onboarding. In any other browser it asks for the password chosen at
 * sign-up, or a new one, before anyone can use the account (ClaimAccountForm). Other links
 * confirm the address and say whose it is: a visitor is offered to sign in with it, a member
 * stays who they were (decision 0012).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { data: current } = useSession();
  const sent = useRef(false);
  useDocumentTitle(t('session.verify.title'));

  const signedIn = useCallback(
    (user: CurrentUser) => {
      showToast('success', t('session.verify.done'));
      navigate(user.onboarding_step && user.onboarding_step !== 'done' ? paths.onboarding : paths.home, {
        replace: true,
      });
    },
    [navigate, t],
  );

  useEffect(() => {
    // Once per visit, even under React's development double effects.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: ({ user }) => {
        if (user) signedIn(user);
      },
    });
  }, [token, verify, signedIn]);

  const failed = !token || verify.isError;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.verify.title')}</Title>
      {verify.isPending && <Loader role="status" aria-label={t('layout.loading')} />}
      {verify.data?.user && (
        <Alert color="teal" role="status">
          {t('session.verify.done')}
        </Alert>
      )}
      {verify.data?.outcome?.outcome === 'password_needed' ? (
        <ClaimAccountForm email={verify.data.outcome.email} current={current ?? null} onDone={signedIn} />
      ) : (
        verify.data?.outcome && <LinkOutcomeNotice outcome={verify.data.outcome} current={current ?? null} />
      )}
      {failed && (
        <Alert color="red" role="alert">
          {verify.error?.message ?? t('errors.invalid_token')}
        </Alert>
      )}
      <Anchor component={Link} to={paths.home}>
        {t('session.verify.continue')}
      </Anchor>
    </Stack>
  );
}
