import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { useDocumentTitle } from './use-document-title';

/** An area of the product that does not exist yet says so plainly: no placeholder content. */
export function NotBuiltYet({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="gray" variant="light" title={t('not_built.title')}>
        {t('not_built.body')}
      </Alert>
    </Stack>
  );
}
