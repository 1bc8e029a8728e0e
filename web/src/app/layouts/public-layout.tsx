import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Container.css';
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';

/**
 * Pages for visitors who are not signed in: sign-in, sign-up, password reset, crisis help, the
 * landing and privacy pages (`size="md"`). `children` replace the route's page (the error page).
 */
export function PublicLayout({ children, size = 'xs' }: { children?: ReactNode; size?: 'xs' | 'md' }) {
  return (
    <>
      <SkipLink />
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" gap="xs">
          <Brand />
          <HeaderActions />
        </Group>
      </Box>
      <Container component="main" id="main" tabIndex={-1} size={size} py="xl">
        {children ?? <Outlet />}
      </Container>
    </>
  );
}
