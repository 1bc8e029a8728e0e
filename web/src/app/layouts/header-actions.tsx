import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { CrisisLink } from '../../components/crisis-link';
import { LanguageSwitcher } from '../../components/language-switcher';

/** What every header carries: crisis help first, then the language. */
export function HeaderActions({ children }: { children?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <CrisisLink />
      <LanguageSwitcher />
      {children}
    </Group>
  );
}
