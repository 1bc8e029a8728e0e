import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH } from '../chat/limits';
import { hasDirectionControls, multiline } from './text';

/**
 * A message's text: the same rules as every text (control characters refused, line breaks and
 * tabs kept), no character that changes the text's direction, not blank, at most 4,000
 * characters. Kept as typed: no HTML is ever made of it, links stay text.
 */
export const messageBodyField = multiline(MESSAGE_MAX_LENGTH, {
  trim: false,
  messages: { tooLong: 'validation.message_too_long' },
})
  .refine((value) => value.trim() !== '', { error: 'validation.message_blank' })
  .refine((value) => !hasDirectionControls(value), { error: 'validation.message_direction' });

/** A client's id for a send: a UUID, so a retry is recognised. */
export const clientIdField = z.uuid({ error: 'validation.client_id' });

export const messageCreateSchema = z.object({ body: messageBodyField, client_id: clientIdField }).strict();
export const messageUpdateSchema = z.object({ body: messageBodyField }).strict();
export const messageReportCreateSchema = z
  .object({
    note: multiline(REPORT_NOTE_MAX_LENGTH, {
      messages: { tooLong: 'validation.report_note_too_long' },
    }).optional(),
  })
  .strict();
export const conversationUpdateSchema = z
  .object({ last_read_seq: z.number().int().min(0).optional(), session_ended: z.boolean().optional() })
  .strict();
export const chatPreferencesUpdateSchema = z
  .object({
    read_receipts: z.boolean().optional(),
    typing_indicator: z.boolean().optional(),
    message_notifications: z.boolean().optional(),
  })
  .strict();
export const callUpdateSchema = z.object({ state: z.enum(['active', 'declined', 'ended']) }).strict();
/** An administrator closes a report (the queue keeps it, closed). */
export const messageReportUpdateSchema = z.object({ state: z.literal('closed') }).strict();
