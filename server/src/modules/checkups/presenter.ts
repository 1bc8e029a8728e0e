import {
  type Attributes,
  type checkupResource,
  type Presented,
  phq4Positive,
  scoreChange,
  suggestsSupport,
} from '@evenkeel/common';
import type { CheckupWithPrevious } from './queries';

/** The author sees everything; anyone else the policy allows sees the results, never the answers. */
export type CheckupView = 'author' | 'viewer';

/**
 * A check-up's results, from an explicit allow-list, with its change since the previous one;
 * `answers`, `show_crisis_help` and `suggest_support` for the author only.
 */
export function checkupAttributes(
  row: CheckupWithPrevious,
  view: CheckupView,
): Attributes<typeof checkupResource> {
  const results: Attributes<typeof checkupResource> = {
    score: row.score,
    band: row.band,
    phq4_anxiety: row.phq4Anxiety,
    phq4_depression: row.phq4Depression,
    phq4_total: row.phq4Total,
    phq4_severity: row.phq4Severity,
    phq4_anxiety_positive: phq4Positive(row.phq4Anxiety),
    phq4_depression_positive: phq4Positive(row.phq4Depression),
    life_areas: {
      sleep: row.lifeAreas.sleep ?? null,
      energy: row.lifeAreas.energy ?? null,
      stress: row.lifeAreas.stress ?? null,
      social: row.lifeAreas.social ?? null,
      work: row.lifeAreas.work ?? null,
      meaning: row.lifeAreas.meaning ?? null,
    },
    week_start: row.weekStart,
    completed_at: row.completedAt.toISOString(),
    questionnaire_version: row.questionnaireVersion,
    ...scoreChange(row.score, row.previous),
    previous_week_start: row.previous?.weekStart ?? null,
  };
  if (view !== 'author') return results;
  return {
    ...results,
    suggest_support: suggestsSupport(row, row.previous),
    show_crisis_help: row.showCrisisHelp,
    answers: { ...row.answers },
  };
}

export function presentCheckup(
  row: CheckupWithPrevious,
  view: CheckupView,
): Presented<typeof checkupResource> {
  return { type: 'checkups', id: row.slug, ...checkupAttributes(row, view) };
}
