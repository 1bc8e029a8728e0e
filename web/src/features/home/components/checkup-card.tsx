import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { BAND_COLORS, useLatestCheckup } from '../../checkup';

/** The week's check-up on the home page: the way in, and the latest score once there is one. */
export function CheckupCard() {
  const { t, i18n } = useTranslation();
  const { data: latest, isPending } = useLatestCheckup();
  if (isPending) return null;
  const date = latest
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(latest.completed_at))
    : null;
  return (
    <Card withBorder component="section" aria-labelledby="home-checkup-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-checkup-title">
          {t('home.checkup_title')}
        </Title>
        {latest ? (
          <Group gap="sm">
            <Text>{t('home.latest_score', { score: latest.score, date })}</Text>
            {/* Never a band such as "Thriving" after a safety "yes" or a severe PHQ-4. */}
            {!latest.show_crisis_help && (
              <Badge color={BAND_COLORS[latest.band]} variant="filled" data-testid="home-band">
                {t(`results.band.${latest.band}`)}
              </Badge>
            )}
          </Group>
        ) : (
          <Text>{t('home.checkup_first')}</Text>
        )}
        <Group>
          <Button component={Link} to={paths.checkup}>
            {t('home.checkup_start')}
          </Button>
          {latest && (
            <Button component={Link} to={paths.insights} variant="default">
              {t('home.see_insights')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
