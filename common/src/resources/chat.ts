import { z } from 'zod';
import {
  BLOCK_ABILITIES,
  CONVERSATION_ABILITIES,
  MESSAGE_ABILITIES,
  MESSAGE_REPORT_ABILITIES,
} from '../abilities';
import { CALL_STATES } from '../chat/socket-protocol';
import { defineResource, toOne } from './document';

/**
 * What the chat API presents (server/src/modules/chat/, issue 29): conversations with their
 * other person, messages, blocks, reports (for platform administrators), a person's chat
 * settings and a call.
 */

/** Why a conversation is read-only: the relationship ended, someone blocked, an account is gone. */
export const CONVERSATION_READ_ONLY_REASONS = ['relationship_ended', 'blocked', 'account_deleted'] as const;

export const conversationResource = defineResource(
  'conversations',
  z.object({
    /** The other person's name, or null when their account was deleted ("Deleted account"). */
    other_name: z.string().nullable(),
    other_picture_url: z.string().nullable(),
    /** The highest sequence in the conversation, and the reader's last read one. */
    last_seq: z.number().int().min(0),
    last_read_seq: z.number().int().min(0),
    /** The other person's last read sequence: only when both turned read receipts on. */
    other_last_read_seq: z.number().int().min(0).nullable(),
    /** Both turned the typing indicator on. */
    typing_shared: z.boolean(),
    /** The last message's text (null when deleted or none), its time and whether the reader sent it. */
    last_message_body: z.string().nullable(),
    last_message_at: z.string().nullable(),
    last_message_mine: z.boolean().nullable(),
    /** Null while both may write; otherwise why it is read-only. */
    read_only_reason: z.enum(CONVERSATION_READ_ONLY_REASONS).nullable(),
    /** The chat session was ended (by the reader or not); a new message starts it again. */
    session_ended_at: z.string().nullable(),
    session_ended_by_me: z.boolean().nullable(),
    /** The call in progress or ringing, if any. */
    call_id: z.string().nullable(),
    call_state: z.enum(CALL_STATES).nullable(),
    created_at: z.string(),
  }),
  {
    relationships: { participant: toOne('users') },
    abilities: CONVERSATION_ABILITIES,
    meta: { unread_count: z.number().int().min(0) },
  },
);

export const messageResource = defineResource(
  'messages',
  z.object({
    seq: z.number().int().min(1),
    /** Null once deleted (shown as "Message deleted") or erased with the sender's account. */
    body: z.string().nullable(),
    client_id: z.string(),
    created_at: z.string(),
    edited_at: z.string().nullable(),
    deleted: z.boolean(),
    /** The reader sent it. */
    mine: z.boolean(),
    /** The earlier texts of an edited message, oldest first. */
    edits: z.array(z.object({ body: z.string(), replaced_at: z.string() })),
  }),
  {
    relationships: { conversation: toOne('conversations'), sender: toOne('users') },
    abilities: MESSAGE_ABILITIES,
  },
);

export const blockResource = defineResource(
  'blocks',
  z.object({ full_name: z.string(), profile_picture_url: z.string().nullable(), created_at: z.string() }),
  { relationships: { user: toOne('users') }, abilities: BLOCK_ABILITIES },
);

/** A reported message and the ten before it, as copied when reported: what the administrators read. */
export const messageReportResource = defineResource(
  'message_reports',
  z.object({
    note: z.string().nullable(),
    state: z.enum(['open', 'closed']),
    created_at: z.string(),
    closed_at: z.string().nullable(),
    reporter_name: z.string().nullable(),
    excerpt: z.array(
      z.object({
        seq: z.number().int(),
        sender_name: z.string().nullable(),
        body: z.string().nullable(),
        created_at: z.string(),
        reported: z.boolean(),
      }),
    ),
  }),
  { relationships: { message: toOne('messages') }, abilities: MESSAGE_REPORT_ABILITIES },
);

export const chatPreferencesResource = defineResource(
  'chat_preferences',
  z.object({ read_receipts: z.boolean(), typing_indicator: z.boolean(), message_notifications: z.boolean() }),
);

export const callResource = defineResource(
  'calls',
  z.object({
    state: z.enum(CALL_STATES),
    caller_is_me: z.boolean(),
    created_at: z.string(),
    answered_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    /** The ICE servers for this call, TURN credentials minted for the reader (REST scheme), and when they lapse. */
    ice_servers: z.array(
      z.object({
        urls: z.array(z.string()),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
    ice_expires_at: z.string().nullable(),
    /** `relay`: the browser must use TURN only (EVENKEEL_ICE_TRANSPORT_POLICY), hiding each person's address. */
    ice_transport_policy: z.enum(['all', 'relay']),
  }),
  { relationships: { conversation: toOne('conversations') } },
);
