import { z } from 'zod';
import { EXPORT_REASON_MAX_LENGTH } from '../privacy';
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
