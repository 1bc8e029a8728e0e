import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useVerifyEmail } from '../api/use-verify-email';

/** The landing page of the e-mailed confirmation link. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useDocumentTitle(t('session.verify.title'));

  useEffect(() => {
    // Once per visit, even under React's development double effects.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failed = !token || verify.isError;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('session.verify.title')}</Title>
      {verify.isPending && <Loader role="status" aria-label={t('layout.loading')} />}
      {verify.isSuccess && (
        <Alert color="teal" role="status">
          {t('session.verify.done')}
        </Alert>
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
