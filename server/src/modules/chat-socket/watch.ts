import { SOCKET_CLOSE_SESSION_ENDED } from '@evenkeel/common';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_IDLE_MS } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { closeSocket } from '../../realtime/socket-transport';
import type { ConnectionRegistry } from './registry';

/** A protocol ping this often; a socket that has not answered the previous one is dropped. */
export const HEARTBEAT_MS = 30_000;

/**
 * Keeps the open sockets honest: a dead peer (a laptop closed, a network gone without a FIN)
 * is dropped at the second unanswered protocol ping, and a socket whose session ended without
 * an event (expiry, idle timeout, a purge, a sign-out published while Redis was away) closes
 * with 4401 at the next look, one statement for every socket of this instance.
 */
export function watchConnections(
  ctx: AppContext,
  registry: ConnectionRegistry,
  log: FastifyBaseLogger,
): () => void {
  const heartbeat = setInterval(() => {
    for (const connection of registry.all()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking || registry.size === 0) return;
    checking = true;
    closeEndedSessions(ctx, registry)
      .catch((error: unknown) =>
        log.warn({ err: error }, 'chat socket: session check failed, trying again later'),
      )
      .finally(() => {
        checking = false;
      });
  }, ctx.env.EVENKEEL_SOCKET_SESSION_CHECK_SECONDS * 1000);
  sessionCheck.unref();

  return () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
  };
}

async function closeEndedSessions(ctx: AppContext, registry: ConnectionRegistry): Promise<void> {
  const ids = [...new Set([...registry.all()].map((connection) => connection.sessionId))];
  const live = new Set<string>();
  // A few thousand ids a statement at most, so a busy instance never sends one huge list.
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids.slice(start, start + 5_000)),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS)),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  for (const connection of [...registry.all()]) {
    if (!live.has(connection.sessionId)) {
      closeSocket(connection.socket, SOCKET_CLOSE_SESSION_ENDED, 'session ended');
    }
  }
}
