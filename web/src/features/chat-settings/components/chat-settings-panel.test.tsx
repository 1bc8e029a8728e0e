import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { ChatSettingsPanel } from './chat-settings-panel';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const jsonApi = (body: unknown, status = 200) =>
  status === 204
    ? new Response(null, { status })
    : Response.json(body, { status, headers: { 'content-type': 'application/vnd.api+json' } });

/** A server holding one member's settings and blocks; records what was sent. */
function stubServer() {
  const settings = { read_receipts: false, typing_indicator: false, message_notifications: true };
  let blocks = [
    {
      type: 'blocks',
      id: 'b1',
      attributes: {
        full_name: 'Sacha Rivera',
        profile_picture_url: null,
        created_at: '2026-11-01T10:00:00Z',
      },
      meta: { abilities: { delete: true } },
    },
  ];
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const document = () => ({ data: { type: 'chat_preferences', id: 'me', attributes: { ...settings } } });
      if (url.pathname === '/api/chat_preferences' && method === 'PATCH') {
        Object.assign(settings, JSON.parse(String(init.body)).data.attributes);
        return jsonApi(document());
      }
      if (url.pathname === '/api/chat_preferences') return jsonApi(document());
      if (url.pathname === '/api/blocks/b1' && method === 'DELETE') {
        blocks = [];
        return jsonApi(null, 204);
      }
      if (url.pathname === '/api/blocks') return jsonApi({ data: blocks });
      return jsonApi({ errors: [{ status: '404' }] }, 404);
    }),
  );
  return { sent, settings };
}

function renderPanel() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <ChatSettingsPanel />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the Chat panel', () => {
  it('shows the three settings as the server has them, each explained, and saves one on a switch', async () => {
    const server = stubServer();
    renderPanel();
    const receipts = await screen.findByRole('switch', { name: /^Read receipts/ });
    expect(receipts).not.toBeChecked();
    expect(receipts).toHaveAccessibleDescription(/Shown only when both of you turn it on\./);
    expect(screen.getByRole('switch', { name: /^Typing indicator/ })).toHaveAccessibleDescription(
      /Shown only when both of you turn it on\./,
    );
    expect(screen.getByRole('switch', { name: /^E-mail and push for unread messages/ })).toBeChecked();
    await userEvent.click(receipts);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Read receipts/ })).toBeChecked());
    expect(server.sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      data: { type: 'chat_preferences', id: 'me', attributes: { read_receipts: true } },
    });
    expect(server.settings.read_receipts).toBe(true);
  });

  it('lists blocked people and unblocks one', async () => {
    const server = stubServer();
    renderPanel();
    const blocked = await screen.findByRole('region', { name: 'Blocked people' });
    expect(await within(blocked).findByText('Sacha Rivera')).toBeInTheDocument();
    await userEvent.click(within(blocked).getByRole('button', { name: 'Unblock Sacha Rivera' }));
    expect(await within(blocked).findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(
      server.sent.some((request) => request.method === 'DELETE' && request.path === '/api/blocks/b1'),
    ).toBe(true);
  });
});
