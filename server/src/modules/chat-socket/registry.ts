import type { WebSocket } from 'ws';
import { FrameBudget } from '../../realtime/frame-budget';

/** Frames a socket may send at once, then a second (frame-budget.ts). */
const FRAME_BURST = 60;
const FRAMES_PER_SECOND = 20;
/** Open sockets one person may hold on one instance (one a tab): beyond, the newest is refused. */
export const SOCKETS_PER_USER = 20;

/** One open socket: whose it is, under which session, and its frame budget and liveness. */
export type ChatConnection = {
  socket: WebSocket;
  userId: number;
  /** The `sessions` row it was opened under (the token's hash): it closes when that ends. */
  sessionId: string;
  budget: FrameBudget;
  /** Cleared at each protocol ping, set again by the pong: still false at the next ping is dead. */
  alive: boolean;
  /** Translates an `error` frame's detail into the person's language. */
  t: (key: 'errors.not_found' | 'errors.bad_request' | 'errors.rate_limited' | 'errors.server') => string;
};

/**
 * This instance's open sockets by user id, so a bus event reaches only the sockets it concerns
 * and costs nothing when none is here.
 */
export class ConnectionRegistry {
  private readonly byUser = new Map<number, Set<ChatConnection>>();

  /** Adds a socket; false when its user already holds SOCKETS_PER_USER here. */
  add(connection: Omit<ChatConnection, 'budget' | 'alive'>): ChatConnection | null {
    const set = this.byUser.get(connection.userId) ?? new Set<ChatConnection>();
    if (set.size >= SOCKETS_PER_USER) return null;
    const added = { ...connection, budget: new FrameBudget(FRAME_BURST, FRAMES_PER_SECOND), alive: true };
    set.add(added);
    this.byUser.set(connection.userId, set);
    return added;
  }

  remove(connection: ChatConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  forUser(userId: number): ReadonlySet<ChatConnection> {
    return this.byUser.get(userId) ?? EMPTY;
  }

  /** Whether any of these people has a socket here (before reading anything for them). */
  anyOf(userIds: readonly number[]): boolean {
    return userIds.some((userId) => this.byUser.has(userId));
  }

  *all(): Generator<ChatConnection> {
    for (const set of this.byUser.values()) yield* set;
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}

const EMPTY: ReadonlySet<ChatConnection> = new Set();
