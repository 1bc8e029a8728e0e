import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { CrisisLine } from '../api/use-crisis-lines';
import { telHref } from '../data/emergency-lines';

/**
 * The emergency number and the first crisis line (988 in Canada) as two large call buttons, where
 * a phone shows them without scrolling: the cards below say more, further down the page.
 */
export function QuickDial({ lines }: { lines: CrisisLine[] | undefined }) {
  const { t } = useTranslation();
  const emergency = lines?.find((line) => line.kind === 'emergency' && line.phone);
  const crisisLine = lines?.find((line) => line.kind === 'crisis_line' && line.phone);
  const numbers = [emergency, crisisLine].filter((line): line is CrisisLine => Boolean(line?.phone));
  if (numbers.length === 0) return null;
  return (
    <Group gap="sm" role="group" aria-label={t('crisis.quick_dial')} data-testid="crisis-quick-dial">
      {numbers.map((line) => (
        <Button
          key={line.id}
          component="a"
          href={telHref(line.phone ?? '')}
          color="red.9"
          variant={line === emergency ? 'filled' : 'outline'}
          size="md"
          mih={44}
          miw={44}
        >
          {t('crisis.call_number', { number: line.phone })}
        </Button>
      ))}
    </Group>
  );
}
