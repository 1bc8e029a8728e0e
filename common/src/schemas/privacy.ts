import { z } from 'zod';
import { EXPORT_REASON_MAX_LENGTH, SHARE_LINK_LABEL_MAX_LENGTH } from '../privacy';
import { text } from './text';

/**
 * `POST /api/data_exports` (issue 30). A member asks for their own with an empty body; a platform
 * administrator prepares one for a member (the `user` relationship, read by the route) and must
 * give the legal request's reference as `reason`. Which of the two applies is the route's and the
 * policy's to decide; this only checks the text.
 */
export const dataExportCreateSchema = z
  .object({
    reason: text(EXPORT_REASON_MAX_LENGTH, {
      min: 1,
      messages: {
        required: 'validation.export_reason_required',
        tooLong: 'validation.export_reason_too_long',
      },
    }).optional(),
  })
  .strict();

/**
 * `POST /api/share_links` (issue 32 §5): until when the link opens (an ISO date and time, 1 to 30
 * days from now: the route checks the range against its own clock), what it shows beyond the
 * insights, whether a 6-digit code guards it, and who it is for in the member's own words.
 */
export const shareLinkCreateSchema = z
  .object({
    expires_at: z.iso.datetime({ offset: true }),
    include_answers: z.boolean({ error: 'validation.boolean' }).default(false),
    include_logs: z.boolean({ error: 'validation.boolean' }).default(false),
    code_required: z.boolean({ error: 'validation.boolean' }).default(false),
    label: text(SHARE_LINK_LABEL_MAX_LENGTH).nullable().optional(),
  })
  .strict();
export type ShareLinkCreateInput = z.infer<typeof shareLinkCreateSchema>;
