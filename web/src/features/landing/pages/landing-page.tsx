import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';

/**
 * The front door at `/` for visitors who are signed out: what Evenkeel is, the privacy promise
 * (what is shared and what never is), sign-up and sign-in, and Crisis help without an account.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'));
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1}>{t('landing.title')}</Title>
        <Text size="lg">{t('landing.intro')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.signUp} size="md">
            {t('landing.get_started')}
          </Button>
          <Text>
            {t('landing.have_account')}{' '}
            <Anchor component={Link} to={paths.signIn}>
              {t('landing.sign_in')}
            </Anchor>
          </Text>
        </Group>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="landing-promise">
        <Title order={2} id="landing-promise">
          {t('landing.promise_title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('landing.promise_results')}</List.Item>
          <List.Item>{t('landing.promise_never')}</List.Item>
          <List.Item>{t('landing.promise_organizations')}</List.Item>
          <List.Item>{t('landing.promise_trackers')}</List.Item>
        </List>
        <Anchor component={Link} to={paths.privacy}>
          {t('landing.privacy_link')}
        </Anchor>
      </Stack>

      <Paper withBorder p="md" component="section" aria-labelledby="landing-help">
        <Stack gap="sm">
          <Title order={2} id="landing-help">
            {t('landing.help_title')}
          </Title>
          <Text>{t('landing.help_body')}</Text>
          <Group>
            <Button component={Link} to={paths.crisis} color="red.9">
              {t('crisis.entry')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
