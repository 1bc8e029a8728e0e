import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useNavigate, useRoutes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { PageErrorBoundary, RouteError } from './route-error';

beforeAll(async () => {
  await setupI18n('en');
});

function Broken(): never {
  throw new Error('page failed');
}

let go: (to: string) => void = () => undefined;

/** A layout that stays mounted across pages, as the app's shells do. */
function Layout() {
  go = useNavigate();
  return (
    <main>
      <p>Layout kept</p>
      <PageErrorBoundary fallback={RouteError}>
        <Outlet />
      </PageErrorBoundary>
    </main>
  );
}

function Pages() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>Fine page</h1> },
      ],
    },
  ]);
}

describe('PageErrorBoundary', () => {
  it('shows the translated error page where a page failed, and the next address shows its page', async () => {
    // React reports the caught error on the console; the page itself logs it once more.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Pages />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Layout kept')).toBeVisible();

    act(() => go('/fine'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();

    act(() => go('/broken'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    consoleError.mockRestore();
  });
});
