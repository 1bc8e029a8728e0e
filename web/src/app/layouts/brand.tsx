import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.home} fw={700} fz="lg" c="evenkeel.9" underline="never">
      {t('product.name')}
    </Anchor>
  );
}
