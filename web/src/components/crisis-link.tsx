import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

/**
 * Crisis help, one click away on every page, signed in or not (product.md §6). With `mayWrap`,
 * its label takes two lines where one does not fit (`crisis-link` in app/global.css): in the
 * signed-in header on a narrow phone, instead of leaving the screen.
 */
export function CrisisLink({ mayWrap = false }: { mayWrap?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.crisis}
      color="red.9"
      size="compact-md"
      variant="filled"
      className={mayWrap ? 'crisis-link' : undefined}
    >
      {t('crisis.entry')}
    </Button>
  );
}
