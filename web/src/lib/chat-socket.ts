import type { ClientFrame, ServerFrame, SocketMessage } from '@evenkeel/common';
// From the module itself, not the package's index: the shell loads this client on every page, and
// the index would bring every schema with it (22 kB of brotli on the home page).
import { SOCKET_CLOSE_SESSION_ENDED, SOCKET_PATH } from '@evenkeel/common/chat/limits';
import { getCsrfToken } from './api-client';

/**
 * The chat's one socket per tab (issue 29, docs/chat.md): every conversation the tab holds goes
 * through it. After any drop it reconnects by itself, with exponential backoff and jitter, and
 * resumes each conversation from the last sequence it has, page by page, from the database; it
 * keeps one message per (conversation, seq), so a message delivered twice (live, then in a
 * resume page) is shown once. A session that ended (close 4401) or too many failed tries stop
 * it: the page then says 'Failed to send message. Try refreshing the page to reconnect.'.
 */

/** A message as the tab keeps it: the socket's fields, and what only the HTTP API gives. */
export type ChatMessage = SocketMessage & {
  /** The earlier texts of an edited message (from the API). */
  edits?: { body: string; replaced_at: string }[];
  meta?: { abilities?: Partial<Record<'edit' | 'delete' | 'report', boolean>> };
};

/** `connecting` the first time; `reconnecting` after a drop; `stopped` for good (see `stopReason`). */
export type ChatSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';
export type StopReason = 'session_ended' | 'gave_up' | 'closed';

export type ChatSocketOptions = {
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  /** The window whose `online` and `offline` events it follows. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  isOnline?: () => boolean;
};

export const PING_EVERY_MS = 25_000;
export const PONG_WITHIN_MS = 10_000;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 30_000;
/** Failed tries in a row (while the browser says it is online) before giving up. */
export const MAX_FAILURES = 10;

type Listener = (frame: ServerFrame | { type: 'status' }) => void;

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${SOCKET_PATH}?csrf=${encodeURIComponent(getCsrfToken())}`;
}

export class ChatSocket {
  status: ChatSocketStatus = 'connecting';
  stopReason: StopReason | null = null;
  /** Moves on every change of messages or status, for React's useSyncExternalStore. */
  version = 0;
  private socket: WebSocket | null = null;
  private failures = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly held = new Map<string, Map<number, ChatMessage>>();
  private readonly sorted = new Map<string, ChatMessage[]>();
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Set<() => void>();
  private readonly url: () => string;
  private readonly createSocket: (url: string) => WebSocket;
  private readonly random: () => number;
  private readonly events: ChatSocketOptions['events'];
  private readonly isOnline: () => boolean;
  private started = false;

  constructor(options: ChatSocketOptions = {}) {
    this.url = options.url ?? defaultUrl;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
    this.events = options.events ?? (typeof window === 'undefined' ? undefined : window);
    this.isOnline =
      options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.events?.addEventListener('online', this.onOnline);
    this.events?.addEventListener('offline', this.onOffline);
    this.connect();
  }

  /** Closes for good (the tab leaves the signed-in app). */
  stop(): void {
    this.started = false;
    this.events?.removeEventListener('online', this.onOnline);
    this.events?.removeEventListener('offline', this.onOffline);
    this.halt('closed');
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after any change of messages or status (React's useSyncExternalStore). */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Starts following a conversation: resumed now if the socket is open, and after every reconnect. */
  hold(conversationId: string): void {
    if (!this.held.has(conversationId)) this.held.set(conversationId, new Map());
    if (this.status === 'open') this.resume(conversationId, this.lastSeq(conversationId));
  }

  isHeld(conversationId: string): boolean {
    return this.held.has(conversationId);
  }

  /** The highest sequence the tab has of a conversation: where a resume starts. */
  lastSeq(conversationId: string): number {
    let last = 0;
    for (const seq of this.held.get(conversationId)?.keys() ?? []) last = Math.max(last, seq);
    return last;
  }

  /** The conversation's messages, one per sequence, in order (the same array until one changes). */
  messages(conversationId: string): ChatMessage[] {
    const cached = this.sorted.get(conversationId);
    if (cached) return cached;
    const list = [...(this.held.get(conversationId)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
    this.sorted.set(conversationId, list);
    return list;
  }

  /**
   * Keeps messages (from the API or the socket), replacing what the tab had at each sequence. A
   * socket message lacks the API's edits and abilities: kept from before unless it changed.
   */
  ingest(conversationId: string, messages: ChatMessage[]): void {
    if (messages.length === 0) return;
    let byseq = this.held.get(conversationId);
    if (!byseq) {
      byseq = new Map();
      this.held.set(conversationId, byseq);
    }
    for (const message of messages) {
      const before = byseq.get(message.seq);
      const unchanged =
        before && before.edited_at === message.edited_at && before.deleted === message.deleted;
      byseq.set(
        message.seq,
        unchanged && message.meta === undefined
          ? { ...message, edits: before.edits, meta: before.meta }
          : message,
      );
    }
    this.sorted.delete(conversationId);
    this.changed();
  }

  /** Sends a frame when the socket is open (typing, a call's signalling); false when it is not. */
  send(frame: ClientFrame): boolean {
    if (this.status !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    clearTimeout(this.reconnectTimer);
    this.stopReason = null;
    let socket: WebSocket;
    try {
      socket = this.createSocket(this.url());
    } catch {
      this.dropped(undefined);
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.dropped(event.code);
    };
    socket.onopen = () => {
      if (this.socket === socket) this.startPings();
    };
  }

  private receive(data: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(data)) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready':
        this.failures = 0;
        this.setStatus('open');
        for (const conversationId of this.held.keys())
          this.resume(conversationId, this.lastSeq(conversationId));
        break;
      case 'page':
        this.ingest(frame.conversation_id, frame.messages);
        if (frame.next_after_seq !== null) this.resume(frame.conversation_id, frame.next_after_seq);
        break;
      case 'message':
        this.ingest(frame.message.conversation_id, [frame.message]);
        break;
      case 'pong':
        clearTimeout(this.pongTimer);
        this.pongTimer = undefined;
        break;
      default:
        break;
    }
    for (const listener of this.listeners) listener(frame);
  }

  private resume(conversationId: string, afterSeq: number): void {
    this.send({ type: 'resume', conversation_id: conversationId, after_seq: afterSeq });
  }

  private startPings(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (socket?.readyState !== 1) return;
      socket.send(JSON.stringify({ type: 'ping' } satisfies ClientFrame));
      if (this.pongTimer === undefined) {
        // No pong in time: the connection is dead even if the browser has not noticed.
        this.pongTimer = setTimeout(() => this.abandon(), PONG_WITHIN_MS);
      }
    }, PING_EVERY_MS);
  }

  /** Drops the current socket (without waiting for its close, which a dead network may never bring). */
  private abandon(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    try {
      socket.close();
    } catch {
      // Already closing: nothing more to do with it.
    }
    this.dropped(undefined);
  }

  private dropped(code: number | undefined): void {
    this.clearConnectionTimers();
    this.socket = null;
    if (!this.started) return;
    if (code === SOCKET_CLOSE_SESSION_ENDED) {
      this.halt('session_ended');
      return;
    }
    // Offline: nothing to try until the browser says it is back (`online`).
    if (!this.isOnline()) {
      this.setStatus('reconnecting');
      return;
    }
    this.failures += 1;
    if (this.failures > MAX_FAILURES) {
      this.halt('gave_up');
      return;
    }
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect(), this.backoff());
  }

  /** Exponential backoff with jitter: half the step fixed, half random, so tabs do not return together. */
  private backoff(): number {
    const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (this.failures - 1));
    return step / 2 + this.random() * (step / 2);
  }

  private readonly onOnline = () => {
    if (!this.started || this.stopReason === 'session_ended' || this.status === 'open') return;
    this.failures = 0;
    if (this.socket) return;
    this.connect();
  };

  private readonly onOffline = () => {
    if (!this.started || this.status === 'stopped') return;
    this.abandon();
  };

  private halt(reason: StopReason): void {
    this.clearConnectionTimers();
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.stopReason = reason;
    this.setStatus('stopped');
  }

  private clearConnectionTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }

  private setStatus(status: ChatSocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.changed();
    for (const listener of this.listeners) listener({ type: 'status' });
  }

  private changed(): void {
    this.version += 1;
    for (const watcher of this.watchers) watcher();
  }
}

let shared: ChatSocket | null = null;

/** The tab's socket, started at first use. */
export function chatSocket(): ChatSocket {
  if (!shared) {
    shared = new ChatSocket();
    shared.start();
  }
  return shared;
}
