import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLatestCheckup } from '../../checkup';
import { CrisisLines } from '../../crisis';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * After a safety "yes" or a severe PHQ-4 (`show_crisis_help`, which only the member receives),
 * home puts crisis help and care first for the week that follows the check-up. Nothing shared
 * with anyone else changes.
 */
export function SupportCard() {
  const { t } = useTranslation();
  const { data: latest } = useLatestCheckup();
  if (!latest?.show_crisis_help) return null;
  if (Date.now() - new Date(latest.completed_at).getTime() > WEEK_MS) return null;
  return (
    <Card withBorder component="section" aria-labelledby="home-support-title" data-testid="home-support">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-support-title">
          {t('home.support_title')}
        </Title>
        <Text>{t('home.support_body')}</Text>
        <CrisisLines location={{}} headingLevel={3} />
        <Button component={Link} to={paths.care} variant="default" w="fit-content">
          {t('home.support_care')}
        </Button>
      </Stack>
    </Card>
  );
}
