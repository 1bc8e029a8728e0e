import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { CityField } from './city-field';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the city field', () => {
  it('warns when the places service fails instead of showing an empty list (spec §5)', async () => {
    // The network boundary: the places provider is down.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { errors: [{ status: '503', code: 'places_unavailable', title: 'x', detail: 'x' }] },
          { status: 503, headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <CityField initialLabel="" onPick={() => {}} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: /City/ }), 'montr');
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeInTheDocument();
  });
});
