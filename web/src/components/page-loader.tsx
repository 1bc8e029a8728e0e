import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** What a whole page shows while its code or its data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('layout.loading')} />
    </Center>
  );
}
