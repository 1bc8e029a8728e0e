import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import ArticlePage from './article-page';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

/** The article page as the server answers it with `status` and a JSON:API error. */
function answered(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ errors: [{ status: String(status), code: 'x', title: 'x', detail: 'x' }] }),
          {
            status,
            headers: { 'content-type': 'application/vnd.api+json' },
          },
        ),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/articles/calm-evenings']}>
          <Routes>
            <Route path="/articles/:slug" element={<ArticlePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the article page', () => {
  it('says a server failure went wrong, not that the article is missing', async () => {
    answered(500);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('says a refusal is one', async () => {
    answered(403);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access refused' })).toBeTruthy();
  });

  it('says a missing article is not found', async () => {
    answered(404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
