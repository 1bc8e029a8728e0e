import { z } from 'zod';
import { RECOMMENDATION_KINDS, RECOMMENDATION_REASONS } from '../activities';
import { BANDS } from '../score';
import { defineResource, toMany, toOneOf } from './document';

/**
 * Activities to try and recommendations (server/src/modules/recommendations/, issue 13).
 * `activity_suggestions`, not `activities`: that type is a logged activity (/api/activities).
 */

export const ACTIVITY_SUGGESTION_ABILITIES = ['log'] as const;

export const activitySuggestionResource = defineResource(
  'activity_suggestions',
  z.object({
    /** In the request's language: "A 20-minute walk". */
    name: z.string(),
    description: z.string(),
    /** About how long it takes. */
    minutes: z.number().int().min(1),
    /** The life areas it serves (sleep, energy, stress, social, work, meaning). */
    life_areas: z.array(z.string()),
    /** The title a logged one gets (a logged activity's `title_key`). */
    log_title_key: z.string(),
  }),
  {
    relationships: { topics: toMany('topics') },
    /** `log`: POST /api/activity_suggestions/{id}/log. */
    abilities: ACTIVITY_SUGGESTION_ABILITIES,
  },
);

export const recommendationResource = defineResource(
  'recommendations',
  z.object({
    /** Why it is there, as a code. */
    reason: z.enum(RECOMMENDATION_REASONS),
    /** Why it is there, in the request's language: "Your sleep was 3 out of 10 this week". */
    reason_text: z.string(),
    kind: z.enum(RECOMMENDATION_KINDS),
    /** `crisis_help`: the crisis help page (no `item`); null otherwise. */
    url: z.string().nullable(),
  }),
  {
    /** The provider, health service, article, tip or activity suggestion; null for crisis help. */
    relationships: {
      item: toOneOf('providers', 'health_services', 'articles', 'tips', 'activity_suggestions'),
    },
  },
);

/** `meta` of GET /api/recommendations: what they were built from. */
export const recommendationsMeta = {
  /** The latest check-up they come from, or null: none yet (followed topics and general picks). */
  checkup: z
    .object({
      /** yyyy-mm-dd, the Monday of its week. */
      week_start: z.string(),
      band: z.enum(BANDS),
      /** It is this week's. */
      this_week: z.boolean(),
    })
    .strict()
    .nullable(),
};
