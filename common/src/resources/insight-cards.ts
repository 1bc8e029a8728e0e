import { z } from 'zod';
import { LOG_KINDS } from '../logs';
import { defineResource } from './document';

/**
 * Honest insight cards (server/src/modules/insight-cards/, decision 0027): for one logged title,
 * the member's mean score in the weeks they logged it against the weeks they did not, with a
 * 90 % Welch interval. For the signed-in member only, from their own logs and check-ups.
 */

/** Weeks needed on each side (with and without) before a card says anything. */
export const INSIGHT_CARD_MIN_WEEKS = 4;
/** The interval's confidence. */
export const INSIGHT_CARD_CONFIDENCE = 0.9;
/** Life events and ailments count as "with" only from this impact (1–5); activities from any. */
export const INSIGHT_CARD_MIN_IMPACT = 3;
/** At most this many "not enough to tell yet" cards (those with the most weeks logged). */
export const INSIGHT_CARD_MAX_UNCLEAR = 5;

/** `higher`/`lower`: the interval does not cross zero; otherwise not enough to tell yet. */
export const INSIGHT_CARD_VERDICTS = ['higher', 'lower', 'not_enough_to_tell'] as const;
export type InsightCardVerdict = (typeof INSIGHT_CARD_VERDICTS)[number];

const rounded = z.number().nullable();

export const insightCardResource = defineResource(
  'insight_cards',
  z.object({
    kind: z.enum(LOG_KINDS),
    /** In the request's language (a catalogue label, or the member's own title). */
    title: z.string(),
    /** The catalogue key, null for a title the member wrote. */
    title_key: z.string().nullable(),
    /** Only weeks logged at this impact or more count as "with" (life events, ailments); null for activities. */
    min_impact: z.number().int().nullable(),
    /** Weeks with a check-up in which it was logged (at `min_impact` or more). */
    weeks_with: z.number().int(),
    /** Weeks with a check-up in which it was not logged at all. */
    weeks_without: z.number().int(),
    /** Mean scores, one decimal; null below the minimum weeks on that side. */
    mean_with: rounded,
    mean_without: rounded,
    /** mean_with − mean_without, one decimal; null below the minimum weeks. */
    difference: rounded,
    /** The 90 % interval of the difference (Welch's t), one decimal; null below the minimum weeks. */
    interval: z.object({ confidence: z.number(), low: z.number(), high: z.number() }).strict().nullable(),
    verdict: z.enum(INSIGHT_CARD_VERDICTS),
    /** Why not enough to tell: too few weeks on a side, or an interval that crosses zero. */
    reason: z.enum(['clear', 'too_few_weeks', 'crosses_zero']),
  }),
);

/** What GET /api/insight_cards says beside the cards. */
export const insightCardsMeta = {
  min_weeks: z.number().int(),
  confidence: z.number(),
  /** Weeks with a check-up: the weeks compared. */
  weeks: z.number().int(),
  method: z.literal('welch_t'),
};
