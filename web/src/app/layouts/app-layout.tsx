import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import { AppShell, Badge, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { useUnreadTotal } from '../../features/chat/api/use-unread-total';
import { useAdministered } from '../../features/organizations/api/use-administered';
import { useCurrentUser } from '../../features/session/api/use-session';
import { useTranslation } from '../../lib/i18n';
import { navigationFor } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { truncate } from '../../lib/truncate';
import { Brand } from './brand';
import { HeaderActions } from './header-actions';
import { LanguageSwitcher } from './language-switcher';
import { SignOutButton } from './sign-out-button';
import { usePhoneMenu } from './use-phone-menu';

/** The signed-in shell: header with crisis help and language, navigation to every area. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const administered = useAdministered(user.roles);
  // Starts the tab's chat socket, whose events keep the count current on every page.
  const unread = useUnreadTotal();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  usePhoneMenu(opened, close, burger, menu);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header className="app-header">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? 'layout.close_menu' : 'layout.open_menu')}
              aria-expanded={opened}
              aria-controls="main-navigation"
            />
            <Brand />
          </Group>
          <HeaderActions languageFrom="sm" shrink>
            <Group visibleFrom="sm" gap="xs" wrap="nowrap">
              <SignOutButton />
            </Group>
          </HeaderActions>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar ref={menu} p="sm" id="main-navigation" aria-label={t('layout.navigation')}>
        <AppShell.Section>
          <Text size="sm" c="gray.7" mb="xs" title={user.full_name}>
            {truncate(user.full_name)}
          </Text>
        </AppShell.Section>
        {/* The browser's own scrolling: Mantine's ScrollArea would bring the positioning library
            (floating-ui, 14 kB) into every signed-in first load. */}
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {navigationFor(user, administered.data).map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={
                item.path === paths.chat && unread > 0 ? (
                  <>
                    {t(item.label)}{' '}
                    <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
                  </>
                ) : (
                  t(item.label)
                )
              }
              rightSection={
                item.path === paths.chat && unread > 0 ? (
                  <Badge color="evenkeel.9" variant="filled" size="sm" aria-hidden="true">
                    {unread}
                  </Badge>
                ) : undefined
              }
              active={
                location.pathname === item.path ||
                (item.path !== '/' && location.pathname.startsWith(`${item.path}/`))
              }
              aria-current={location.pathname === item.path ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="sm">
          <Group justify="space-between">
            <LanguageSwitcher />
            <SignOutButton />
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
