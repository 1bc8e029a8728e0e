import { z } from 'zod';
import {
  isLogTitleKey,
  LOG_DATE_MIN,
  LOG_IMPACT_MAX,
  LOG_IMPACT_MIN,
  LOG_NOTE_MAX_LENGTH,
  LOG_TITLE_MAX_LENGTH,
  type LogKind,
} from '../logs';
import { latestToday } from './accounts';
import { isCalendarDate, multiline, text } from './text';

/**
 * Life events, ailments and activities (decision 0005): one shape for the three kinds. The
 * date is checked against the latest "today" on Earth here; the server checks it again against
 * today in the member's timezone.
 */
export const logDateField = z
  .string({ error: 'validation.log_date_required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.log_date_format', abort: true })
  .refine(isCalendarDate, { error: 'validation.log_date_format', abort: true })
  .refine((value) => value >= LOG_DATE_MIN, { error: 'validation.log_date_too_early', abort: true })
  .refine((value) => value <= latestToday(), { error: 'validation.log_date_future' });

const impactField = z
  .number({ error: 'validation.log_impact' })
  .int({ error: 'validation.log_impact' })
  .min(LOG_IMPACT_MIN, { error: 'validation.log_impact' })
  .max(LOG_IMPACT_MAX, { error: 'validation.log_impact' });

const titleField = text(LOG_TITLE_MAX_LENGTH, {
  min: 1,
  messages: { required: 'validation.log_title_required', tooLong: 'validation.log_title_too_long' },
}).nullable();

/** Kept as typed (not trimmed): line breaks and tabs are the person's own layout. */
const noteField = multiline(LOG_NOTE_MAX_LENGTH, {
  trim: false,
  messages: { tooLong: 'validation.log_note_too_long' },
}).nullable();

const fields = {
  date: logDateField,
  title_key: z.string({ error: 'validation.log_title_key' }).nullable(),
  title: titleField,
  impact: impactField,
  note: noteField,
};

function checkTitle(kind: LogKind, partial: boolean) {
  return (value: { title_key?: string | null; title?: string | null }, ctx: z.RefinementCtx) => {
    if (value.title_key !== undefined && value.title_key !== null && !isLogTitleKey(kind, value.title_key)) {
      ctx.addIssue({ code: 'custom', path: ['title_key'], message: 'validation.log_title_key' });
    }
    const keyGiven = value.title_key !== undefined && value.title_key !== null;
    const titleGiven = value.title !== undefined && value.title !== null;
    // Creating: a catalogue key or a free title. Updating: checked against the stored row (server).
    if (!partial && !keyGiven && !titleGiven) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'validation.log_title_required' });
    }
  };
}

/** POST: `date`, `impact` required; `title_key` or `title`; `note` optional. */
export function logCreateSchema(kind: LogKind) {
  return z
    .strictObject({
      date: fields.date,
      title_key: fields.title_key.optional(),
      title: fields.title.optional(),
      impact: fields.impact,
      note: fields.note.optional(),
    })
    .superRefine(checkTitle(kind, false));
}

/** PATCH: any of the fields; the server checks that a title remains. */
export function logUpdateSchema(kind: LogKind) {
  return z
    .strictObject({
      date: fields.date.optional(),
      title_key: fields.title_key.optional(),
      title: fields.title.optional(),
      impact: fields.impact.optional(),
      note: fields.note.optional(),
    })
    .superRefine(checkTitle(kind, true));
}

export type LogCreateInput = z.infer<ReturnType<typeof logCreateSchema>>;
export type LogUpdateInput = z.infer<ReturnType<typeof logUpdateSchema>>;
