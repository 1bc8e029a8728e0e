import '@mantine/core/styles/Group.css';
import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { CrisisLink } from '../../components/crisis-link';
import { LanguageSwitcher } from './language-switcher';

/**
 * What every header carries: crisis help first, then the language. In the signed-in shell on a
 * phone the language moves into the menu (`languageFrom="sm"`), so crisis help always fits.
 */
export function HeaderActions({ children, languageFrom }: { children?: ReactNode; languageFrom?: 'sm' }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <CrisisLink />
      <Box visibleFrom={languageFrom}>
        <LanguageSwitcher />
      </Box>
      {children}
    </Group>
  );
}
