import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useDocumentTitle } from './use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('not_found.title')}</Title>
      <Text>{t('errors.not_found')}</Text>
      <Anchor component={Link} to={paths.home}>
        {t('not_found.home')}
      </Anchor>
    </Stack>
  );
}
