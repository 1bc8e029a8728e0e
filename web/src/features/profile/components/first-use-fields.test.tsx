import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { BirthdateField } from './birthdate-field';
import { CityField } from './city-field';
import { perthIn } from './same-named-places';
import { TimezoneField } from './timezone-field';

/**
 * The rich controls' code arrives when the test says so, as a slow network would deliver it: the
 * fields must be usable before, and lose nothing when it comes.
 */
const chunks = vi.hoisted(() => {
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  return { city: gate(), calendar: gate() };
});
vi.mock('./city-autocomplete', async (original) => {
  await chunks.city.opened;
  return original();
});
vi.mock('./birthdate-picker', async (original) => {
  await chunks.calendar.opened;
  return original();
});

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>,
  );

describe('fields whose rich control loads on first use (issue 12)', () => {
  it('city: typed before the suggestions arrive, kept with the focus and caret, then listed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { data: [perthIn('geonames:1', 'Western Australia'), perthIn('geonames:2', 'Tasmania')] },
          { headers: { 'content-type': 'application/vnd.api+json' } },
        ),
      ),
    );
    const onPick = vi.fn();
    wrap(<CityField initialLabel="" onPick={onPick} />);
    // Before: the same field by role and name, usable as a text field.
    const before = screen.getByRole('combobox', { name: /City/ });
    await userEvent.click(before);
    await userEvent.keyboard('Per');
    expect(before).toHaveValue('Per');
    expect(screen.queryByRole('option')).toBeNull();

    chunks.city.open();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).not.toBe(before));
    const field = screen.getByRole('combobox', { name: /City/ });
    expect(field).toHaveValue('Per');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(3);

    // The person goes on typing where they were; the list comes with the answer.
    await userEvent.keyboard('th');
    expect(field).toHaveValue('Perth');
    await userEvent.click(await screen.findByRole('option', { name: 'Perth, Tasmania, Australia' }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'geonames:2' }));
    expect(field).toHaveValue('Perth, Tasmania, Australia');
  });

  it('birthdate: the same button and date at once; clearing needs no calendar; a press opens it once loaded', async () => {
    const onChange = vi.fn();
    const { rerender } = wrap(<BirthdateField value="1992-03-14" onChange={onChange} />);
    const before = screen.getByRole('button', { name: 'Birthdate' });
    expect(before).toHaveTextContent('1992-03-14');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the birthdate' }));
    expect(onChange).toHaveBeenLastCalledWith(null);

    await userEvent.click(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    chunks.calendar.open();
    // The press is not lost: the calendar opens on the decade of the date, as the rich one does.
    // (jsdom has no layout: the popover cannot be placed, so its being open is what is checked.)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Birthdate' })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Birthdate' })).not.toBe(before);
    expect(screen.getByRole('button', { name: '1992', hidden: true })).toHaveAttribute(
      'data-selected',
      'true',
    );

    // Drawn again later (another visit), the calendar's field is there from the start.
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <BirthdateField value={null} onChange={onChange} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Birthdate' })).toHaveTextContent('yyyy-mm-dd');
  });

  it('time zone: the browser’s select, an empty choice only while none is set, an unknown zone kept', async () => {
    const onChange = vi.fn();
    const { rerender } = wrap(<TimezoneField value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: /Time zone/ });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a time zone' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Europe/Paris');
    expect(onChange).toHaveBeenLastCalledWith('Europe/Paris');

    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <TimezoneField value="Etc/Unknown_Zone" onChange={onChange} error="Pick a time zone." />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('Etc/Unknown_Zone');
    expect(screen.queryByRole('option', { name: 'Choose a time zone' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveAccessibleDescription(
      /Pick a time zone\./,
    );
  });
});
