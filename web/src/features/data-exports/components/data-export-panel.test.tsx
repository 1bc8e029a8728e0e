import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadParts, setupI18n } from '../../../lib/i18n';
import { DataExportPanel } from './data-export-panel';

beforeAll(async () => {
  await setupI18n('en');
  await loadParts('en', ['data_exports']);
});
afterEach(() => vi.unstubAllGlobals());

const jsonApi = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'content-type': 'application/vnd.api+json' } });

const anExport = (id: string, status: string, download: boolean) => ({
  type: 'data_exports',
  id,
  attributes: {
    status,
    requested_at: '2026-11-20T10:00:00Z',
    ready_at: status === 'queued' ? null : '2026-11-20T10:01:00Z',
    delivered_at: null,
    expires_at: status === 'queued' ? null : '2026-11-27T10:01:00Z',
    size_bytes: status === 'queued' ? null : 48_213,
    reason: null,
    requested_by_name: 'Maya Lund',
    requested_by_member: true,
    member_name: null,
    member_email: null,
    locale: 'en',
  },
  meta: { abilities: { download } },
});

/** A server with the member's exports; the list's meta says whether they may ask now. */
function stubServer(meta: { can_request: boolean; next_request_at: string | null }, data: unknown[]) {
  const sent: string[] = [];
  let listed = data;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/data_exports' && method === 'POST') {
        const created = anExport('new', 'queued', false);
        listed = [created, ...listed];
        meta = { can_request: false, next_request_at: '2026-11-30T10:00:00Z' };
        return jsonApi({ data: created }, 201);
      }
      if (url.pathname === '/api/data_exports') {
        return jsonApi({ data: listed, meta: { total: listed.length, ...meta }, links: {} });
      }
      return jsonApi({ errors: [{ status: '404' }] }, 404);
    }),
  );
  return sent;
}

function renderPanel() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <DataExportPanel />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the Your data panel', () => {
  it('offers Download only for an export the server says may be downloaded', async () => {
    stubServer({ can_request: true, next_request_at: null }, [
      anExport('a', 'ready', true),
      anExport('b', 'expired', false),
    ]);
    renderPanel();
    expect(await screen.findByText('Ready to download')).toBeInTheDocument();
    expect(screen.getByText('Deleted after 7 days')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Download/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/api/data_exports/a/file');
  });

  it('asks for an export when the server allows it, then says when the next one is possible', async () => {
    const sent = stubServer({ can_request: true, next_request_at: null }, []);
    renderPanel();
    expect(await screen.findByText('You have not asked for an export yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request my data' }));
    await waitFor(() => expect(sent).toContain('POST /api/data_exports'));
    expect(await screen.findByText('Waiting to be prepared')).toBeInTheDocument();
    expect(await screen.findByText(/^You can ask for your next export on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request my data' })).toBeNull();
  });
});
