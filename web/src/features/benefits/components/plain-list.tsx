import '@mantine/core/styles/Stack.css';
import { type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list (`ul`) without bullets or indent: the benefit pages' lists of cards and lines. */
export function PlainList({ gap, children }: { gap: MantineSpacing | number; children: ReactNode }) {
  return (
    <Stack component="ul" gap={gap} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
