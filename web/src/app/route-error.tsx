import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../components/use-document-title';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { PublicLayout } from './layouts/public-layout';
import './focus.css';

/** The server's crisis page works without any of the app's scripts (crisis-lines/page.ts). */
const CRISIS_PAGE_WITHOUT_SCRIPTS = '/help/crisis';

/**
 * What a page that failed to render (or whose code failed to load) shows instead of React
 * Router's developer screen: inside the layout, so the header, the navigation and Crisis help
 * stay; a reload (a page whose code failed to load after a deploy needs one) and the home page
 * as ways back. Focus goes to the heading so a screen reader announces what happened.
 */
export function RouteError({ error }: ErrorPageProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('route_error.title'));
  useEffect(() => {
    // Kept for whoever looks at the console; the person sees only the translated page.
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('route_error.title')}
      </Title>
      <Text>{t('route_error.body')}</Text>
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>{t('route_error.reload')}</Button>
        {/* A full page load: the app's code starts afresh. */}
        <Button component="a" href={paths.home} variant="default">
          {t('route_error.home')}
        </Button>
      </Group>
      <Text>
        {t('route_error.crisis')}{' '}
        <Anchor href={CRISIS_PAGE_WITHOUT_SCRIPTS} c="red.9" fw={700}>
          {t('crisis.entry')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** When a layout itself fails: the public header (brand, Crisis help, language) around the same page. */
export function RootError({ error }: ErrorPageProps) {
  return (
    <PublicLayout>
      <RouteError error={error} />
    </PublicLayout>
  );
}

type ErrorPageProps = { error: unknown };
type BoundaryProps = { fallback: ComponentType<ErrorPageProps>; children: ReactNode };

/**
 * Catches what a page throws while rendering (or a page's code that failed to load) and shows
 * `fallback` in its place; moving to another address tries again, as a reload of that page would.
 */
export function PageErrorBoundary({ fallback, children }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}

type BoundaryState = { error: unknown; failed: boolean; failedAt?: string };

class ErrorBoundary extends Component<BoundaryProps & { pathname: string }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // The address the failure happened at; leaving it clears the failure (the pages stay mounted otherwise).
    if (state.failed && state.failedAt === undefined) return { failedAt: props.pathname };
    if (state.failed && state.failedAt !== props.pathname)
      return { error: undefined, failed: false, failedAt: undefined };
    return null;
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} /> : children;
  }
}
