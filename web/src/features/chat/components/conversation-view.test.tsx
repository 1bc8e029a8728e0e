import type { ServerFrame, SocketMessage } from '@evenkeel/common';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatSocket } from '../../../lib/chat-socket';
import { setupI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import type { Conversation } from '../api/types';
import { ConversationView } from './conversation-view';

/** The tab's socket, over a stand-in the test plays the server of. */
const served: { receive?: (frame: ServerFrame) => void } = {};
const socket = new ChatSocket({
  url: () => 'ws://test/api/socket',
  createSocket: () => {
    const fake = { readyState: 1, send: () => {}, close: () => {} } as unknown as WebSocket;
    served.receive = (frame) => fake.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
    return fake;
  },
  events: new EventTarget() as unknown as Window,
});
vi.mock('../../../lib/chat-socket', async (original) => ({
  ...(await original<typeof import('../../../lib/chat-socket')>()),
  chatSocket: () => socket,
}));

const now = new Date().toISOString();
const apiMessage = (seq: number, mine: boolean, body: string, abilities: Record<string, boolean>) => ({
  type: 'messages',
  id: `m${seq}`,
  attributes: {
    seq,
    body,
    client_id: crypto.randomUUID(),
    created_at: now,
    edited_at: null,
    deleted: false,
    mine,
    edits: [],
  },
  meta: { abilities },
});

const conversation = (changes: Partial<Conversation> = {}): Conversation => ({
  type: 'conversations',
  id: 'conv1',
  other_name: 'Sam Rivera',
  other_picture_url: null,
  last_seq: 2,
  last_read_seq: 2,
  other_last_read_seq: 1,
  typing_shared: false,
  last_message_body: null,
  last_message_at: null,
  last_message_mine: null,
  read_only_reason: null,
  session_ended_at: null,
  session_ended_by_me: null,
  call_id: null,
  call_state: null,
  created_at: now,
  participant: { id: 'sam' },
  meta: { abilities: { send: true, call: true, end_session: true, block: true, unblock: false } },
  ...changes,
});

function show(value: Conversation) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      const data = String(url).includes('/messages')
        ? [
            apiMessage(1, true, 'Hi Sam <script>x</script>', { edit: true, delete: true, report: false }),
            apiMessage(2, false, 'Hello!', { edit: false, delete: false, report: true }),
          ]
        : value;
      return new Response(JSON.stringify({ data }), {
        headers: { 'content-type': 'application/vnd.api+json' },
      });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(queryKeys.session, {
    id: 'me',
    type: 'users',
    timezone: 'UTC',
    full_name: 'Mina Rivera',
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ConversationView conversation={value} name="Sam Rivera" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const live = (seq: number, body: string): SocketMessage => ({
  id: `m${seq}`,
  conversation_id: 'conv1',
  seq,
  body,
  client_id: crypto.randomUUID(),
  created_at: now,
  edited_at: null,
  deleted: false,
  mine: false,
  sender_id: 'sam',
});

beforeAll(async () => {
  await setupI18n('en');
  // jsdom has no font loading, which Mantine's autosizing text area listens to.
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  socket.start();
  served.receive?.({ type: 'ready', user_id: 'me' });
});
afterEach(() => vi.unstubAllGlobals());

describe('a conversation', () => {
  it('shows the messages as plain text with the actions the API allows, Seen, and announces a new one politely', async () => {
    show(conversation());
    const mine = (await screen.findByText('Hi Sam <script>x</script>')).closest('li') as HTMLElement;
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(mine).getByText('Seen')).toBeInTheDocument();
    const theirs = screen.getByText('Hello!').closest('li') as HTMLElement;
    expect(within(theirs).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).toHaveTextContent('');
    act(() => served.receive?.({ type: 'message', message: live(3, 'Are you there?') }));
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    expect(region).toHaveTextContent('New message from Sam Rivera');
    // The same sequence again (a resume page after a drop) is still one message.
    act(() =>
      served.receive?.({
        type: 'page',
        conversation_id: 'conv1',
        messages: [live(3, 'Are you there?')],
        next_after_seq: null,
      }),
    );
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
  });

  it('asks before deleting, in a dialog', async () => {
    show(conversation());
    const user = userEvent.setup();
    const mine = (await screen.findByText('Hi Sam <script>x</script>')).closest('li') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Hi Sam <script>x</script>')).toBeInTheDocument();
  });

  it('says why it is read-only, and offers no writing', async () => {
    show(
      conversation({
        read_only_reason: 'blocked',
        meta: { abilities: { send: false, call: false, end_session: false, block: false, unblock: true } },
      }),
    );
    expect(
      await screen.findByText('This conversation is read-only: you cannot message this person.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('has a Send button and a counter; Enter adds a line', async () => {
    show(conversation());
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Your message');
    await user.type(field, 'One{Enter}Two');
    expect(field).toHaveValue('One\nTwo');
    expect(screen.getByText('7 of 4000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
