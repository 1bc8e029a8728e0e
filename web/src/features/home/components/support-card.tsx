import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLatestCheckup } from '../../checkup';
import { useCurrentUser } from '../../session';
import { supportFirst } from '../lib/support-first';

// Only a member whose week calls for it sees this card: the lines' code (and the country tables it
// reads) loads then, instead of on every member's home (issue 32's byte budget, bench/bundle-size.ts).
const CrisisLines = lazy(() => import('../../crisis').then((module) => ({ default: module.CrisisLines })));

/**
 * After a safety "yes" or a severe PHQ-4 (`show_crisis_help`, which only the member receives),
 * home puts crisis help and care first for the rest of the member's week (supportFirst). Nothing shared
 * with anyone else changes.
 */
export function SupportCard() {
  const { t } = useTranslation();
  const { data: latest } = useLatestCheckup();
  const { timezone } = useCurrentUser();
  if (!supportFirst(latest, new Date(), timezone)) return null;
  return (
    <Card withBorder component="section" aria-labelledby="home-support-title" data-testid="home-support">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-support-title">
          {t('home.support_title')}
        </Title>
        <Text>{t('home.support_body')}</Text>
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('layout.loading')} />}>
          <CrisisLines location={{}} headingLevel={3} />
        </Suspense>
        <Button component={Link} to={paths.care} variant="default" w="fit-content">
          {t('home.support_care')}
        </Button>
      </Stack>
    </Card>
  );
}
