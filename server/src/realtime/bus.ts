/**
 * What happened in chat, told to every instance so each can push it to the sockets it holds
 * (issue 29; docs/chat.md). Events carry ids and sequence numbers only, never a message's text:
 * the instance that pushes a message reads it from the database for the socket's reader.
 * Signalling and typing are never stored, so they travel whole (a call's SDP, no chat text).
 *
 * Services publish after their transaction commits. Without REDIS_URL one process serves
 * everything through `LocalBus`; with it, `realtime/redis-bus.ts` fans out through Redis pub/sub.
 * Losing an event loses no message: clients resume from the database on every (re)connect.
 */
export type ChatEvent =
  /** A message was stored, edited or deleted in a conversation between these people. */
  | { kind: 'message'; conversationId: number; seq: number; userIds: number[] }
  /** `userId` read up to `seq` (pushed to the other person only when both share read receipts). */
  | { kind: 'read'; conversationId: number; userId: number; seq: number; userIds: number[] }
  /** A conversation was created or changed (session ended, read-only, blocked): read it again. */
  | { kind: 'conversation'; conversationId: number; userIds: number[] }
  /** A call changed state. */
  | { kind: 'call'; conversationId: number; callId: number; userIds: number[] }
  /** Relayed as is to `toUserId`'s sockets: typing, a call's signalling. */
  | { kind: 'relay'; conversationId: number; toUserId: number; frame: Record<string, unknown> }
  /**
   * A session ended (sign-out, expiry, deletion, lock): its sockets close; all of a user's when
   * `sessionId` is null. `sessionId` is the `sessions` row's id (the token's SHA-256, never the token).
   */
  | { kind: 'session_ended'; userId: number; sessionId: string | null };

export type ChatListener = (event: ChatEvent) => void;

export interface ChatBus {
  publish(event: ChatEvent): void;
  /** Returns the function that stops listening. */
  subscribe(listener: ChatListener): () => void;
  close(): Promise<void>;
}

/** One process: events go straight to this process's listeners. */
export class LocalBus implements ChatBus {
  private readonly listeners = new Set<ChatListener>();

  publish(event: ChatEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: ChatListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
