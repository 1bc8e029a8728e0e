import type { ClientFrame, ServerFrame, SocketMessage } from '@evenkeel/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, MAX_FAILURES, PING_EVERY_MS, PONG_WITHIN_MS } from './chat-socket';

/** A WebSocket stand-in: records what the client sends; the test plays the server. */
class FakeSocket {
  readyState = 0;
  sent: ClientFrame[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serve(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (seq: number, conversation = 'c1', body = `m${seq}`): SocketMessage => ({
  id: `msg-${conversation}-${seq}`,
  conversation_id: conversation,
  seq,
  body,
  client_id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  created_at: '2026-11-28T10:00:00.000Z',
  edited_at: null,
  deleted: false,
  mine: false,
  sender_id: 'other',
});

let sockets: FakeSocket[];
let online: boolean;
let events: EventTarget;

function makeClient() {
  const client = new ChatSocket({
    url: () => '/api/socket?csrf=token',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0.5,
    events: events as unknown as Window,
    isOnline: () => online,
  });
  client.start();
  return client;
}

const last = () => sockets.at(-1) as FakeSocket;

function connect(): FakeSocket {
  const socket = last();
  socket.open();
  socket.serve({ type: 'ready', user_id: 'me' });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  online = true;
  events = new EventTarget();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatSocket', () => {
  it('resumes each held conversation from its last sequence, page after page', () => {
    const client = makeClient();
    client.ingest('c1', [message(1), message(2)]);
    client.hold('c1');
    client.hold('c2');
    const socket = connect();
    expect(client.status).toBe('open');
    expect(socket.sent).toEqual([
      { type: 'resume', conversation_id: 'c1', after_seq: 2 },
      { type: 'resume', conversation_id: 'c2', after_seq: 0 },
    ]);
    socket.serve({
      type: 'page',
      conversation_id: 'c1',
      messages: [message(3), message(4)],
      next_after_seq: 4,
    });
    expect(socket.sent.at(-1)).toEqual({ type: 'resume', conversation_id: 'c1', after_seq: 4 });
    socket.serve({ type: 'page', conversation_id: 'c1', messages: [message(5)], next_after_seq: null });
    expect(socket.sent).toHaveLength(3);
    expect(client.messages('c1').map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one message per (conversation, seq), the newest version replacing', () => {
    const client = makeClient();
    client.hold('c1');
    const socket = connect();
    socket.serve({ type: 'message', message: message(1) });
    socket.serve({
      type: 'page',
      conversation_id: 'c1',
      messages: [message(1), message(2)],
      next_after_seq: null,
    });
    socket.serve({ type: 'message', message: message(2) });
    socket.serve({ type: 'message', message: { ...message(2), body: null, deleted: true } });
    expect(client.messages('c1').map((m) => [m.seq, m.body])).toEqual([
      [1, 'm1'],
      [2, null],
    ]);
  });

  it('keeps the API abilities and edits when the socket repeats an unchanged message', () => {
    const client = makeClient();
    client.ingest('c1', [{ ...message(1), edits: [], meta: { abilities: { report: true } } }]);
    client.hold('c1');
    const socket = connect();
    socket.serve({ type: 'message', message: message(1) });
    expect(client.messages('c1')[0]?.meta?.abilities?.report).toBe(true);
    socket.serve({ type: 'message', message: { ...message(1), edited_at: '2026-11-28T10:05:00.000Z' } });
    expect(client.messages('c1')[0]?.meta).toBeUndefined();
  });

  it('reconnects after a drop with growing, jittered delays, then resumes from the last sequence', () => {
    const client = makeClient();
    client.hold('c1');
    const first = connect();
    first.serve({ type: 'message', message: message(7) });
    first.drop();
    expect(client.status).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(375); // 500 ms step: 250 fixed + 0.5 × 250 of jitter
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(749);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    const socket = connect();
    expect(client.status).toBe('open');
    expect(socket.sent).toEqual([{ type: 'resume', conversation_id: 'c1', after_seq: 7 }]);
  });

  it('does not reconnect after close code 4401 (the session ended)', () => {
    const client = makeClient();
    connect().drop(4401);
    expect(client.status).toBe('stopped');
    expect(client.stopReason).toBe('session_ended');
    vi.advanceTimersByTime(120_000);
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
  });

  it('gives up after too many failures in a row, and tries again when the browser comes online', () => {
    const client = makeClient();
    for (let i = 0; i <= MAX_FAILURES; i++) {
      last().drop();
      vi.advanceTimersByTime(60_000);
    }
    expect(client.status).toBe('stopped');
    expect(client.stopReason).toBe('gave_up');
    const tries = sockets.length;
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(tries);
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(tries + 1);
    connect();
    expect(client.status).toBe('open');
  });

  it('pings every 25 s and treats 10 s without a pong as a dead socket', () => {
    const client = makeClient();
    const socket = connect();
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    socket.serve({ type: 'pong' });
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(client.status).toBe('open');
    vi.advanceTimersByTime(PING_EVERY_MS - PONG_WITHIN_MS);
    expect(socket.sent).toHaveLength(2);
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(socket.closed).toBe(true);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('waits offline without spending tries, and reconnects at once on `online`', () => {
    const client = makeClient();
    client.hold('c1');
    const socket = connect();
    socket.serve({ type: 'message', message: message(3) });
    online = false;
    events.dispatchEvent(new Event('offline'));
    expect(socket.closed).toBe(true);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    online = true;
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    expect(connect().sent).toEqual([{ type: 'resume', conversation_id: 'c1', after_seq: 3 }]);
  });

  it('passes other frames to its listeners and tells watchers of each change', () => {
    const client = makeClient();
    const frames: string[] = [];
    const watched = vi.fn();
    client.subscribe((frame) => frames.push(frame.type));
    client.watch(watched);
    const socket = connect();
    socket.serve({ type: 'typing', conversation_id: 'c1' });
    socket.serve({ type: 'read', conversation_id: 'c1', seq: 2 });
    expect(frames).toEqual(['status', 'ready', 'typing', 'read']);
    expect(watched).toHaveBeenCalled();
    expect(client.send({ type: 'typing', conversation_id: 'c1' })).toBe(true);
    client.stop();
    expect(client.send({ type: 'typing', conversation_id: 'c1' })).toBe(false);
  });
});
