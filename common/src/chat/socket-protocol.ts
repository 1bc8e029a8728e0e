import { z } from 'zod';

/**
 * The chat socket's frames (`/api/socket`, issue 29; docs/chat.md). Writes go through HTTP
 * (`POST /api/messages` and the rest): the socket pushes what happened, pages a resume from the
 * database, and carries what is never stored (typing, a call's signalling). Every frame is one
 * JSON object with a `type`; ids are the API's public ids (slugs).
 */

/** A message as the socket carries it: the `messages` resource's attributes, flat. */
export const socketMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  seq: z.number().int().min(1),
  /** Null once deleted (a tombstone) or erased with the sender's account. */
  body: z.string().nullable(),
  client_id: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /** The sender is the reader. */
  mine: z.boolean(),
  /** The sender's user id; null when their account was deleted. */
  sender_id: z.string().nullable(),
});
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** Signalling for a call (WebRTC perfect negotiation): a description or a candidate, relayed as is. */
const signalPayload = z.object({
  description: z
    .object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().max(60_000).optional(),
    })
    .optional(),
  candidate: z
    .object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** What a client sends. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  /** Everything after `after_seq` in one conversation, one page per request (answered by `page`). */
  z.object({
    type: z.literal('resume'),
    conversation_id: z.string().max(64),
    after_seq: z.number().int().min(0),
  }),
  /** The reader is typing (relayed only when both people turned the indicator on). */
  z.object({ type: z.literal('typing'), conversation_id: z.string().max(64) }),
  /** A call's signalling, relayed to the other person's sockets. */
  z.object({
    type: z.literal('signal'),
    conversation_id: z.string().max(64),
    call_id: z.string().max(64),
    ...signalPayload.shape,
  }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const CALL_STATES = ['ringing', 'active', 'ended', 'declined', 'missed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** What the server sends. */
export type ServerFrame =
  /** The socket is authenticated and live; the client now resumes each conversation it holds. */
  | { type: 'ready'; user_id: string }
  /** A new message, or one edited or deleted: the client keeps one per (conversation, seq). */
  | { type: 'message'; message: SocketMessage }
  /** A page of a resume: `next_after_seq` is null when this page reached the end. */
  | { type: 'page'; conversation_id: string; messages: SocketMessage[]; next_after_seq: number | null }
  /** The other person read up to `seq` (sent only when both turned read receipts on). */
  | { type: 'read'; conversation_id: string; seq: number }
  | { type: 'typing'; conversation_id: string }
  /** The conversation changed (new, session ended or started again, read-only): read it again. */
  | { type: 'conversation'; conversation_id: string }
  | { type: 'call'; conversation_id: string; call_id: string; state: CallState; caller_is_me: boolean }
  | ({ type: 'signal'; conversation_id: string; call_id: string } & z.infer<typeof signalPayload>)
  | { type: 'pong' }
  /** A frame the server refused (`not_found`, `invalid`, `rate_limited`); the socket stays open. */
  | { type: 'error'; code: string; detail: string };

// The close codes live beside the socket's path in limits.ts (no zod there): the shell's socket
// client imports them without the frames' schemas.
export { SOCKET_CLOSE_FORBIDDEN, SOCKET_CLOSE_SESSION_ENDED } from './limits';
