import { z } from 'zod';
import { CHECKUP_TIMES, WEEKDAYS } from '../limits';

/**
 * Check-up preferences (spec §2, §3): the day of the week and the hour of the reminder. One
 * schema for PUT /api/checkup_preferences, the classic form post and the web form.
 */
export const checkupPreferencesSchema = z.strictObject({
  frequency: z.enum(WEEKDAYS, { error: 'validation.you_must_select_a_day' }),
  time: z.enum(CHECKUP_TIMES as [string, ...string[]], { error: 'validation.checkup_time' }),
  /** E-mail reminders on or off; absent leaves the current choice (on for a new member). */
  email_reminders: z.boolean().optional(),
});
export type CheckupPreferencesInput = z.infer<typeof checkupPreferencesSchema>;
