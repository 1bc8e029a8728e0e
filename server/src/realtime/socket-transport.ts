import type { ServerFrame } from '@evenkeel/common';
import { WebSocket } from 'ws';

/**
 * A socket's unsent bytes beyond which its reader is too slow to keep: it is cut, and its
 * client reconnects and resumes from the database, instead of the server holding an ever
 * growing queue for it (a phone gone to sleep on a busy conversation).
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Sends one frame if the socket is open; false when it was not sent (closed, or cut as too slow). */
export function sendFrame(socket: WebSocket, frame: ServerFrame): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return false;
  }
  socket.send(JSON.stringify(frame));
  return true;
}

/** Why a socket closed, as the close frame's reason (at most 123 bytes, never personal). */
export function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
    socket.close(code, reason);
    // A peer that never answers the close handshake must not hold the connection.
    setTimeout(() => socket.terminate(), 5_000).unref();
  }
}

/** Reads a text frame as JSON; undefined when it is not (the caller answers an `error` frame). */
export function parseFrame(data: unknown, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data as Buffer[]).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
