import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import ChatPage from './chat-page';

const conversation = (id: string, attributes: Record<string, unknown>, unread: number) => ({
  type: 'conversations',
  id,
  attributes: {
    other_name: 'Sam Rivera',
    other_picture_url: null,
    last_seq: 3,
    last_read_seq: 3 - unread,
    other_last_read_seq: null,
    typing_shared: false,
    last_message_body: 'See you <b>soon</b> https://example.com',
    last_message_at: '2026-11-28T10:00:00.000Z',
    last_message_mine: false,
    read_only_reason: null,
    session_ended_at: null,
    session_ended_by_me: null,
    call_id: null,
    call_state: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...attributes,
  },
  meta: { unread_count: unread, abilities: {} },
});

function serve(data: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data, meta: { unread_total: 2 } }), {
          headers: { 'content-type': 'application/vnd.api+json' },
        }),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ChatPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the chat page', () => {
  it('lists unread conversations first, texts as plain text, "Deleted account" for a deleted person', async () => {
    serve([
      conversation('a', { other_name: null, last_message_at: '2026-11-28T12:00:00.000Z' }, 0),
      conversation('b', { last_message_body: 'Thanks!', last_message_mine: true }, 0),
      conversation('c', { other_name: 'Nora Chen' }, 2),
    ]);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Nora Chen', 'Deleted account', 'Sam Rivera']);
    expect(within(list).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(within(list).getAllByText('See you <b>soon</b> https://example.com')).toHaveLength(2);
    expect(within(list).getByText('You: Thanks!')).toBeInTheDocument();
    expect(screen.getByText(/not watched around the clock/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crisis help' })).toBeInTheDocument();
  });

  it('says who one can chat with when there is no conversation', async () => {
    serve([]);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText(/your connections/)).toBeInTheDocument();
  });
});
