import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { SkipLink } from './skip-link';

/** Pages for visitors who are not signed in: sign-in, sign-up, password reset, crisis help. */
export function PublicLayout() {
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
      <Container component="main" id="main" tabIndex={-1} size="xs" py="xl">
        <Outlet />
      </Container>
    </>
  );
}
