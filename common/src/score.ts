/**
 * The Evenkeel Score, its bands and the PHQ-4 screens (decision 0005, product.md §2): one place
 * for server and web. Import-light on purpose (no Zod, types only from the instruments), so the
 * web's first screen may import it. The server is the authority: it scores every submission
 * itself; the web may call `scoreCheckup` to show results, never to decide them.
 */
import type { Item, LifeArea, Questionnaire } from './instruments/types';

export const BANDS = ['thriving', 'room_to_improve', 'of_concern'] as const;
export type Band = (typeof BANDS)[number];

/** `thriving` above 70, `room_to_improve` 50 to 70, `of_concern` below 50. */
export const BAND_THRESHOLDS = { thrivingAbove: 70, ofConcernBelow: 50 } as const;

export function bandOf(score: number): Band {
  if (score > BAND_THRESHOLDS.thrivingAbove) return 'thriving';
  if (score >= BAND_THRESHOLDS.ofConcernBelow) return 'room_to_improve';
  return 'of_concern';
}

/** Charts shade the healthy balance band (spec §9). */
export const HEALTHY_BALANCE = { min: 60, max: 90 } as const;

/** A member's data is stale when no check-up was completed in the last 30 days (spec §4, §9). */
export const STALE_AFTER_DAYS = 30;

/**
 * The last check-up is more than `STALE_AFTER_DAYS` old. Never true without a check-up: having
 * none at all is its own state, not a stale one.
 */
export function isStale(lastCompletedAt: Date | string | null, now: Date = new Date()): boolean {
  if (lastCompletedAt === null) return false;
  const last = typeof lastCompletedAt === 'string' ? new Date(lastCompletedAt) : lastCompletedAt;
  return last.getTime() < now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
}

/** WHO-5: raw sum (0–25) × 4. */
export const WHO5_MULTIPLIER = 4;

/** PHQ-4 (Kroenke et al. 2009): each subscale (GAD-2, PHQ-2) is a positive screen at 3 or more. */
export const PHQ4_SUBSCALE_POSITIVE_AT = 3;
export const PHQ4_SEVERITIES = ['normal', 'mild', 'moderate', 'severe'] as const;
export type Phq4Severity = (typeof PHQ4_SEVERITIES)[number];
/** Upper bound of each severity: normal 0–2, mild 3–5, moderate 6–8, severe 9–12. */
export const PHQ4_SEVERITY_MAX: Record<Phq4Severity, number> = {
  normal: 2,
  mild: 5,
  moderate: 8,
  severe: 12,
};

export function phq4SeverityOf(total: number): Phq4Severity {
  return PHQ4_SEVERITIES.find((severity) => total <= PHQ4_SEVERITY_MAX[severity]) ?? 'severe';
}

export type LifeAreas = Record<LifeArea, number>;

export type CheckupResult = {
  score: number;
  band: Band;
  phq4Anxiety: number;
  phq4Depression: number;
  phq4Total: number;
  phq4Severity: Phq4Severity;
  phq4AnxietyPositive: boolean;
  phq4DepressionPositive: boolean;
  lifeAreas: LifeAreas;
  /** The safety answer was yes. Author only. */
  safety: boolean;
  /** A yes to safety, or a severe PHQ-4. Author only. */
  showCrisisHelp: boolean;
  /** Every item's answer, as given (before any reversal). */
  answers: Record<string, number>;
};

export type AnswerProblem =
  | { itemId: string; problem: 'required' | 'not_integer' | 'out_of_range'; item: Item; number: number }
  | { itemId: string; problem: 'unknown' };

export type Scored = { ok: true; result: CheckupResult } | { ok: false; problems: AnswerProblem[] };

/** The PHQ-4 subscale screen. */
export const phq4Positive = (subscale: number) => subscale >= PHQ4_SUBSCALE_POSITIVE_AT;

/**
 * Scores one submission against the questionnaire's published rules. Every item is required;
 * an answer must be an integer from the item's `min` to `max`; an id that is not an item of
 * the questionnaire is refused. Returns every problem at once, in the questionnaire's order.
 */
export function scoreCheckup(questionnaire: Questionnaire, answers: Record<string, unknown>): Scored {
  const problems: AnswerProblem[] = [];
  const known = new Set(questionnaire.items.map((item) => item.id));
  const clean: Record<string, number> = {};
  questionnaire.items.forEach((item, index) => {
    const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
    const number = index + 1;
    if (value === undefined || value === null) {
      problems.push({ itemId: item.id, problem: 'required', item, number });
    } else if (typeof value !== 'number' || !Number.isInteger(value)) {
      problems.push({ itemId: item.id, problem: 'not_integer', item, number });
    } else if (value < item.min || value > item.max) {
      problems.push({ itemId: item.id, problem: 'out_of_range', item, number });
    } else {
      clean[item.id] = value;
    }
  });
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) problems.push({ itemId: id, problem: 'unknown' });
  }
  if (problems.length > 0) return { ok: false, problems };

  let who5 = 0;
  let anxiety = 0;
  let depression = 0;
  let safety = false;
  const lifeAreas = {} as LifeAreas;
  for (const item of questionnaire.items) {
    const answer = clean[item.id] ?? 0;
    const value = item.reversed ? item.max - answer : answer;
    switch (item.instrument) {
      case 'who5':
        who5 += value;
        break;
      case 'phq4':
        if (item.subscale === 'anxiety') anxiety += value;
        else depression += value;
        break;
      case 'life_area':
        if (item.area) lifeAreas[item.area] = value;
        break;
      case 'safety':
        safety = answer === 1;
        break;
    }
  }
  const score = who5 * WHO5_MULTIPLIER;
  const total = anxiety + depression;
  const severity = phq4SeverityOf(total);
  return {
    ok: true,
    result: {
      score,
      band: bandOf(score),
      phq4Anxiety: anxiety,
      phq4Depression: depression,
      phq4Total: total,
      phq4Severity: severity,
      phq4AnxietyPositive: phq4Positive(anxiety),
      phq4DepressionPositive: phq4Positive(depression),
      lifeAreas,
      safety,
      showCrisisHelp: safety || severity === 'severe',
      answers: clean,
    },
  };
}
