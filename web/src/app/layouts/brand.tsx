import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.home} fw={700} fz="lg" c="evenkeel.9" underline="never">
      {t('product.name')}
    </Anchor>
  );
}
