import { SOCKET_CLOSE_SESSION_ENDED, SOCKET_MAX_PAYLOAD_BYTES, SOCKET_PATH } from '@evenkeel/common';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { unauthenticated } from '../../http/errors';
import { sameSiteAndCsrf } from '../../http/security';
import { closeSocket, sendFrame } from '../../realtime/socket-transport';
import { fanOut } from './fan-out';
import { handleFrame } from './frames';
import { type ChatConnection, ConnectionRegistry } from './registry';
import { watchConnections } from './watch';

/** Close code for a person past SOCKETS_PER_USER on this instance (policy violation). */
const CLOSE_TOO_MANY = 1008;

/**
 * The chat socket, `GET /api/socket` (issue 29; docs/chat.md, chat-api.md): the session cookie
 * authenticates the upgrade, whose Origin and `?csrf=` token are checked as for any unsafe
 * request (a page on another site could otherwise open a socket with the person's cookie and
 * read their messages). Refusals are plain HTTP answers at the upgrade (401, 403); once open,
 * the socket closes with 4401 when its session ends.
 */
export async function chatSocketRoutes(app: FastifyInstance) {
  await app.register(fastifyWebsocket, {
    // Larger frames close the socket (1009) before they are read whole (security.md 12).
    options: { maxPayload: SOCKET_MAX_PAYLOAD_BYTES, perMessageDeflate: false },
  });
  const registry = new ConnectionRegistry();
  const unsubscribe = app.ctx.bus.subscribe(fanOut(app.ctx, registry, app.log));
  const stopWatching = watchConnections(app.ctx, registry, app.log);
  app.addHook('onClose', async () => {
    unsubscribe();
    stopWatching();
  });

  const signedIn: preHandlerHookHandler = (request, _reply, done) => {
    done(request.currentUser && request.session ? undefined : unauthenticated());
  };

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      config: { csrfInQuery: true },
      preHandler: [signedIn, sameSiteAndCsrf(app)],
    },
    (socket, request) => {
      const user = request.currentUser;
      const session = request.session;
      if (!user || !session) return closeSocket(socket, SOCKET_CLOSE_SESSION_ENDED, 'signed out');
      const t = request.t;
      const connection = registry.add({
        socket,
        userId: user.id,
        sessionId: session.id,
        t: (key) => (key === 'errors.rate_limited' ? t(key, { minutes: 1 }) : t(key)),
      });
      if (!connection) return closeSocket(socket, CLOSE_TOO_MANY, 'too many sockets');
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => registry.remove(connection));
      // Frames are answered one after the other, so a client's resume pages come back in the
      // order it asked for them, and one socket holds at most one database read at a time.
      let queue = Promise.resolve();
      socket.on('message', (data, isBinary) => {
        // Counted on arrival, so a flood is refused before anything of it is queued or read.
        if (!connection.budget.take()) {
          sendFrame(socket, {
            type: 'error',
            code: 'rate_limited',
            detail: connection.t('errors.rate_limited'),
          });
          return;
        }
        queue = queue.then(() => answer(connection, data, isBinary));
      });
      sendFrame(socket, { type: 'ready', user_id: user.slug });
    },
  );

  async function answer(connection: ChatConnection, data: unknown, isBinary: boolean): Promise<void> {
    try {
      await handleFrame(app.ctx, connection, data, isBinary);
    } catch (error) {
      app.log.warn({ err: error }, 'chat socket: a frame failed');
      sendFrame(connection.socket, { type: 'error', code: 'server', detail: connection.t('errors.server') });
    }
  }
}
