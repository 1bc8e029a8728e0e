import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { CrisisLines } from './crisis-lines';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('crisis lines', () => {
  it('show the emergency numbers shipped with the app when the server cannot be reached', async () => {
    // The network boundary: the server is down.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
        <MantineProvider>
          <MemoryRouter>
            <CrisisLines location={{}} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/These emergency numbers always work/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '911' })[0]).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
  });

  it('offline, give the emergency numbers of the country asked for, and of any country chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
        <MantineProvider>
          <MemoryRouter>
            <CrisisLines location={{ country: 'IN' }} chooser={false} />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const numbers = await screen.findByTestId('offline-numbers');
    const select = within(numbers).getByLabelText('Country') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('India');
    expect(within(numbers).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    fireEvent.change(select, { target: { value: 'JP' } });
    expect(select.selectedOptions[0]?.textContent).toBe('Japan');
    expect(within(numbers).getByRole('link', { name: '119' })).toHaveAttribute('href', 'tel:119');
    expect(within(numbers).getByRole('link', { name: '110' })).toHaveAttribute('href', 'tel:110');
  });
});
