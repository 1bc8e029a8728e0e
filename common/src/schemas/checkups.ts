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
