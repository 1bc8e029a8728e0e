import { z } from 'zod';
import { LOG_KINDS } from '../logs';
import { BANDS, PHQ4_SEVERITIES } from '../score';
import { CHANGE_MEANINGS } from '../score-change';
import { defineResource } from './document';

/**
 * Check-ups, the questionnaire and insights (server/src/modules/{checkups,questionnaires,
 * insights}/). Anyone but the author sees results only: never the answers, never whether crisis
 * help was shown, never notes. The author-only members are optional here for that reason.
 */

const lifeAreas = z
  .object({
    sleep: z.number().nullable(),
    energy: z.number().nullable(),
    stress: z.number().nullable(),
    social: z.number().nullable(),
    work: z.number().nullable(),
    meaning: z.number().nullable(),
  })
  .strict();

const results = {
  score: z.number().int().min(0).max(100),
  band: z.enum(BANDS),
  phq4_anxiety: z.number().int(),
  phq4_depression: z.number().int(),
  phq4_total: z.number().int(),
  phq4_severity: z.enum(PHQ4_SEVERITIES),
  phq4_anxiety_positive: z.boolean(),
  phq4_depression_positive: z.boolean(),
  life_areas: lifeAreas,
  /** yyyy-mm-dd, the Monday of the week in the member's offset */
  week_start: z.string(),
  completed_at: z.string(),
  questionnaire_version: z.number().int(),
  /** The score minus the previous check-up's (the member's check-up before this one), null for the first. */
  score_change: z.number().int().nullable(),
  /** What that change is worth (common/src/score-change.ts, decision 0027). */
  change_meaning: z.enum(CHANGE_MEANINGS),
  /** yyyy-mm-dd, the Monday of the previous check-up's week, null for the first. */
  previous_week_start: z.string().nullable(),
  /** Author only: a real drop or a positive PHQ-4 screen twice in a row suggests talking to someone. */
  suggest_support: z.boolean().optional(),
  /** Author only. */
  show_crisis_help: z.boolean().optional(),
  /** Author only: item id → answer. */
  answers: z.record(z.string(), z.number()).optional(),
};

export const checkupResource = defineResource('checkups', z.object(results));

const option = z.object({ value: z.number(), label: z.string() }).strict();

export const questionnaireResource = defineResource(
  'questionnaires',
  z.object({
    version: z.number().int(),
    language: z.enum(['en', 'fr']),
    items: z.array(
      z
        .object({
          id: z.string(),
          instrument: z.enum(['who5', 'phq4', 'life_area', 'safety']),
          text: z.string(),
          min: z.number(),
          max: z.number(),
          options: z.array(option),
          min_label: z.string().optional(),
          max_label: z.string().optional(),
        })
        .strict(),
    ),
    sections: z.array(
      z.object({ instrument: z.string(), title: z.string(), instructions: z.string() }).strict(),
    ),
    attributions: z.array(z.object({ instrument: z.string(), text: z.string() }).strict()),
  }),
);

/** What GET /api/questionnaires/current says beside the questionnaire: the member's week. */
export const questionnaireMeta = {
  this_week: z
    .object({
      /** yyyy-mm-dd, the Monday of the week in the member's time zone */
      week_start: z.string(),
      /** This week's check-up, or null before it. */
      checkup_id: z.string().nullable(),
    })
    .strict(),
};
export type QuestionnaireMeta = z.infer<z.ZodObject<typeof questionnaireMeta>>;

/** A member's history (id: the member's slug), as the member or someone they share with sees it. */
export const insightsResource = defineResource(
  'insights',
  z.object({
    member: z
      .object({
        slug: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        profile_picture_url: z.string().nullable(),
      })
      .strict(),
    stale: z.boolean(),
    last_completed_at: z.string().nullable(),
    scores: z.array(
      // No completed_at: a point stands for its week (the latest check-up carries its instant).
      z.object({ week_start: z.string(), score: z.number(), band: z.enum(BANDS) }).strict(),
    ),
    latest: z
      .object({ id: z.string(), ...results })
      .strict()
      .nullable(),
    logs: z.array(
      z
        .object({
          kind: z.enum(LOG_KINDS),
          id: z.string(),
          date: z.string(),
          title: z.string(),
          impact: z.number().int(),
          /**
           * Author only, and only when the log has one: absent means no note (until 2026-11-28 the
           * author's document said null, decision 0005).
           */
          note: z.string().optional(),
        })
        .strict(),
    ),
    impact_trend: z.array(
      z
        .object({
          date: z.string(),
          life_event: z.number().nullable(),
          ailment: z.number().nullable(),
          activity: z.number().nullable(),
        })
        .strict(),
    ),
  }),
);
