import { z } from 'zod';

/**
 * POST /api/checkups (decision 0005): `answers` maps every item id of the current questionnaire
 * to an integer; each answer is checked against its item by `scoreCheckup` (common/src/score.ts),
 * with one error per item at `/data/attributes/answers/<item id>`. `replace: true` replaces this
 * week's check-up.
 */
export const checkupCreateSchema = z.strictObject({
  answers: z.record(z.string(), z.unknown(), { error: 'validation.checkup_answers' }),
  replace: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type CheckupCreateInput = z.infer<typeof checkupCreateSchema>;

export { INSIGHT_PERIODS, type InsightPeriod } from '../insight-periods';

/**
 * PUT /api/checkups/{client_id} (issue 32 §1, decision 0026): a check-up completed on the device,
 * maybe offline, sent later. `completed_at` (an ISO 8601 time with its offset) is checked by the
 * server (its shape, not in the future, not before the previous ISO week) with messages of its
 * own, so it is any value here.
 */
export const checkupOfflineSchema = checkupCreateSchema.extend({ completed_at: z.unknown().optional() });
export type CheckupOfflineInput = z.infer<typeof checkupOfflineSchema>;
