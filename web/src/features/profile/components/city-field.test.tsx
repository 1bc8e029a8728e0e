import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { CityField } from './city-field';
import { perthIn } from './same-named-places';

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

  it('lists same-named towns side by side and picks the one chosen (no "Duplicate options" crash)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            data: [
              perthIn('geonames:2063523', 'Western Australia', { areaCode: 'WA' }),
              perthIn('geonames:2153391', 'Tasmania', { areaCode: 'TAS' }),
              // An older server could still send the same label twice: the ids keep them apart.
              perthIn('geonames:1', 'Somewhere', { areaCode: '01', label: 'Perth, Australia' }),
              perthIn('geonames:2', 'Elsewhere', { areaCode: '02', label: 'Perth, Australia' }),
            ],
          },
          { headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <CityField initialLabel="" onPick={onPick} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const field = screen.getByRole('combobox', { name: /City/ });
    await userEvent.type(field, 'Perth');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);
    await userEvent.click(screen.getByRole('option', { name: 'Perth, Tasmania, Australia' }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'geonames:2153391' }));
    expect(field).toHaveValue('Perth, Tasmania, Australia');
    await userEvent.clear(field);
    await userEvent.type(field, 'Perth');
    await userEvent.click(
      (await screen.findAllByRole('option', { name: 'Perth, Australia' }))[1] as HTMLElement,
    );
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'geonames:2', administrative_area: 'Elsewhere' }),
    );
  });
});
