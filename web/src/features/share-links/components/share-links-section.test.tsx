import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadParts, setupI18n } from '../../../lib/i18n';
import { ShareLinksSection } from './share-links-section';

beforeAll(async () => {
  await setupI18n('en');
  await loadParts('en', ['share_links']);
});
afterEach(() => vi.unstubAllGlobals());

/** The member's links as the server lists them; `can_create` is the server's word on another. */
function stubList(canCreate: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { data: [], meta: { total: 0, can_create: canCreate }, links: {} },
        { headers: { 'content-type': 'application/vnd.api+json' } },
      ),
    ),
  );
}

const renderSection = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <ShareLinksSection />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('ShareLinksSection', () => {
  it('offers a new link only when the server says one may be made, and otherwise says why', async () => {
    stubList(true);
    const { unmount } = renderSection();
    expect(await screen.findByRole('button', { name: 'Make a link' })).toBeTruthy();
    unmount();
    stubList(false);
    renderSection();
    expect(await screen.findByText(/You have 5 active links/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a link' })).toBeNull();
  });
});
