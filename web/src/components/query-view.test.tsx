import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { setupI18n } from '../lib/i18n';
import { QueryView } from './query-view';

type Asked = { isPending: boolean; error: Error | null; data: { title: string } | null | undefined };

const show = (query: Asked) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <QueryView query={query}>{(data) => <h1>{data.title}</h1>}</QueryView>
      </MemoryRouter>
    </MantineProvider>,
  );

const refused = (status: number, detail = '') =>
  new ApiRequestError(status, [{ status: String(status), code: 'refused', title: 'Refused', detail }]);

beforeAll(async () => {
  await setupI18n('en');
});

describe('QueryView', () => {
  it('shows a loader while nothing has come', () => {
    show({ isPending: true, error: null, data: undefined });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('shows the page once its data is there, even when a later refresh failed', () => {
    show({ isPending: false, error: refused(500), data: { title: 'Sleep well' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sleep well' })).toBeTruthy();
  });

  it('shows the not-found page for a 404 and for an empty answer', () => {
    const missing = show({ isPending: false, error: refused(404), data: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    missing.unmount();
    show({ isPending: false, error: null, data: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('says a 403 is a refusal, not a missing page', () => {
    show({ isPending: false, error: refused(403), data: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Access refused' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('says a server failure went wrong on our side, not that the item is missing', () => {
    show({ isPending: false, error: refused(500, 'Internal error'), data: undefined });
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('gives the server’s words for another refusal, ours when the request never got an answer', () => {
    const other = show({
      isPending: false,
      error: refused(409, 'Changed by someone else.'),
      data: undefined,
    });
    expect(screen.getByRole('alert').textContent).toBe('Changed by someone else.');
    other.unmount();
    show({ isPending: false, error: new TypeError('Failed to fetch'), data: undefined });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});
