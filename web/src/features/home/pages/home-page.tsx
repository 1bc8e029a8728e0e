import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { PendingInvitationsBanner } from '../../invitations';
import { Recommendations } from '../../recommendations';
import { useCurrentUser } from '../../session';
import { CheckupCard } from '../components/checkup-card';
import { SupportCard } from '../components/support-card';

export default function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('home.title'));
  // Onboarding comes before anything else, and resumes where it stopped (product.md §11).
  if (user.onboarding_step && user.onboarding_step !== 'done')
    return <Navigate to={paths.onboarding} replace />;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('home.greeting', { name: user.first_name })}</Title>
      {!user.email_verified && (
        <Alert color="blue" variant="light" title={t('home.verify_title')}>
          {t('home.verify_body', { email: user.email })}
        </Alert>
      )}
      <SupportCard />
      <PendingInvitationsBanner />
      <Text>{t('home.intro')}</Text>
      <CheckupCard />
      <Recommendations limit={6} />
    </Stack>
  );
}
