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

  it('lists same-named towns side by side and picks the one chosen (no "Duplicate options" crash)', async () => {
    const place = (id: string, label: string, area: string, areaCode: string) => ({
      type: 'places',
      id,
      attributes: {
        locality: 'Perth',
        administrative_area: area,
        administrative_area_code: areaCode,
        country: 'Australia',
        country_code: 'AU',
        postal_code: null,
        latitude: -31.95,
        longitude: 115.86,
        google_place_id: id,
        timezone: 'Australia/Perth',
        label,
        population: 1000,
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            data: [
              place('geonames:2063523', 'Perth, Western Australia, Australia', 'Western Australia', 'WA'),
              place('geonames:2153391', 'Perth, Tasmania, Australia', 'Tasmania', 'TAS'),
              // An older server could still send the same label twice: the ids keep them apart.
              place('geonames:1', 'Perth, Australia', 'Somewhere', '01'),
              place('geonames:2', 'Perth, Australia', 'Elsewhere', '02'),
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
