import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../lib/chat-socket';
import { setupI18n } from '../../../lib/i18n';
import { clearPersonalStorage } from '../../../lib/personal-storage';
import { UnsentItem } from '../components/unsent-item';
import { useSendMessage } from './use-send-message';

const ingested: ChatMessage[] = [];
vi.mock('../../../lib/chat-socket', () => ({
  chatSocket: () => ({ ingest: (_id: string, messages: ChatMessage[]) => ingested.push(...messages) }),
}));

function Harness({ delivered = [] }: { delivered?: ChatMessage[] }) {
  const { unsent, send, retry } = useSendMessage('conv1', delivered);
  return (
    <MantineProvider>
      <button type="button" onClick={() => send('Hello there')}>
        send
      </button>
      <ul>
        {unsent.map((item) => (
          <UnsentItem key={item.client_id} item={item} senderName="You" stopped={false} onRetry={retry} />
        ))}
      </ul>
    </MantineProvider>
  );
}

const stored = (clientId: string) => ({
  data: {
    type: 'messages',
    id: 'm1',
    attributes: {
      seq: 1,
      body: 'Hello there',
      client_id: clientId,
      created_at: '2026-11-28T10:00:00.000Z',
      edited_at: null,
      deleted: false,
      mine: true,
      edits: [],
    },
    meta: { abilities: { edit: true, delete: true, report: false } },
  },
});

const FAILED = 'Failed to send message. Try refreshing the page to reconnect.';
let bodies: { client_id: string }[];

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  bodies = [];
  ingested.length = 0;
  clearPersonalStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('sending a message', () => {
  it('shows it as sending, keeps a failed one with the spec text, and retries with the same client id', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        const attributes = JSON.parse(String(init.body)).data.attributes as { client_id: string };
        bodies.push(attributes);
        if (fail) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(stored(attributes.client_id)), {
          status: 201,
          headers: { 'content-type': 'application/vnd.api+json' },
        });
      }),
    );
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    // Kept in the tab for a reload.
    unmount();
    render(<Harness />);
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Hello there')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.client_id).toBe(bodies[0]?.client_id);
    expect(ingested.map((message) => message.client_id)).toEqual([bodies[0]?.client_id]);
    expect(Object.keys(sessionStorage).filter((key) => key.includes('chat'))).toEqual([]);
  });

  it('drops an unsent message the server turns out to have (delivered before a reload)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByText(FAILED);
    unmount();
    const clientId = JSON.parse(
      sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.includes('chat')) ?? '') ?? '[]',
    )[0].client_id as string;
    const delivered = [
      { ...stored(clientId).data.attributes, id: 'm1', conversation_id: 'conv1', sender_id: 'me' },
    ];
    render(<Harness delivered={delivered} />);
    await waitFor(() => expect(screen.queryByText('Hello there')).not.toBeInTheDocument());
  });
});
