import { phq4Positive } from './score';

/**
 * Reliable change between two consecutive check-ups (issue 32 §2, decision 0027). A change of
 * 10 points or more on the WHO-5 percentage scale is the published threshold for a meaningful
 * change (docs/instruments.md); anything smaller is "about the same", never "up" or "down".
 * Import-light: no Zod (the web's result page imports it).
 */
export const REAL_CHANGE_POINTS = 10;

export const CHANGE_MEANINGS = ['real_rise', 'real_drop', 'about_the_same', 'first'] as const;
export type ChangeMeaning = (typeof CHANGE_MEANINGS)[number];

/** What a check-up's change is worth: `change` is null for the member's first check-up. */
export function changeMeaning(change: number | null): ChangeMeaning {
  if (change === null) return 'first';
  if (change >= REAL_CHANGE_POINTS) return 'real_rise';
  if (change <= -REAL_CHANGE_POINTS) return 'real_drop';
  return 'about_the_same';
}

/** The results of the check-up before one, as the server reads them beside it. */
export type PreviousResults = {
  /** yyyy-mm-dd, the Monday of its week */
  weekStart: string;
  score: number;
  phq4Anxiety: number;
  phq4Depression: number;
};

type Compared = Pick<PreviousResults, 'score' | 'phq4Anxiety' | 'phq4Depression'>;

const screenedPositive = (results: Compared) =>
  phq4Positive(results.phq4Anxiety) || phq4Positive(results.phq4Depression);

/** The score's change since the previous check-up and its meaning (null and `first` without one). */
export function scoreChange(score: number, previous: Pick<PreviousResults, 'score'> | null) {
  const change = previous ? score - previous.score : null;
  return { score_change: change, change_meaning: changeMeaning(change) };
}

/**
 * Whether to suggest talking to someone: a real drop, or a positive PHQ-4 screen (either
 * subscale) in this check-up and the one before. Never the safety answer: that one brings
 * crisis help first on its own (decision 0005).
 */
export function suggestsSupport(current: Compared, previous: Compared | null): boolean {
  if (!previous) return false;
  if (changeMeaning(current.score - previous.score) === 'real_drop') return true;
  return screenedPositive(current) && screenedPositive(previous);
}
