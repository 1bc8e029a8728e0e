import '@mantine/core/styles/Group.css';
import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { CrisisLink } from '../../components/crisis-link';
import { LanguageSwitcher } from './language-switcher';

/**
 * What every header carries: crisis help first, then the language. In the signed-in shell on a
 * phone the language moves into the menu (`languageFrom="sm"`), and the actions may shrink
 * (`shrink`): crisis help's label then takes two lines rather than leave a narrow screen. The
 * public header wraps its actions under the brand instead.
 */
export function HeaderActions({
  children,
  languageFrom,
  shrink = false,
}: {
  children?: ReactNode;
  languageFrom?: 'sm';
  shrink?: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap" miw={shrink ? 0 : undefined}>
      <CrisisLink mayWrap={shrink} />
      <Box visibleFrom={languageFrom}>
        <LanguageSwitcher />
      </Box>
      {children}
    </Group>
  );
}
