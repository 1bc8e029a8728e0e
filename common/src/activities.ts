/**
 * Activities to try (issue 13): a curated catalogue, as data like the topics. Each suggestion's
 * key is also a title key of logged activities (`LOG_TITLE_KEYS.activity`), so logging one with
 * a click stores a normal activity whose title reads in each viewer's language. Texts in the
 * common catalogue: `activity_suggestion_names.<key>` and `activity_suggestion_descriptions.<key>` (English and French);
 * the logged title is `activity_titles.<key>`. Import-light: no Zod.
 *
 * The resource type is `activity_suggestions` (GET /api/activity_suggestions): `activities` is
 * already the type of the logs module's logged activities (/api/activities).
 */
import type { TopicKey } from './content';
import type { LifeArea } from './instruments/types';
import type { LogTitleKey } from './logs';

export type ActivitySuggestion = {
  key: LogTitleKey<'activity'>;
  /** The life areas it serves, strongest first (recommendations for a weak area pick from these). */
  lifeAreas: readonly LifeArea[];
  /** The topics it serves (recommendations for a PHQ-4 flag or a followed topic). */
  topics: readonly TopicKey[];
  /** About how long it takes. */
  minutes: number;
};

export const ACTIVITY_SUGGESTIONS = [
  { key: 'walk', lifeAreas: ['energy', 'stress'], topics: ['physical_activity', 'stress'], minutes: 20 },
  { key: 'breathing_exercise', lifeAreas: ['stress'], topics: ['anxiety', 'stress'], minutes: 5 },
  { key: 'screen_free_hour', lifeAreas: ['sleep'], topics: ['sleep'], minutes: 60 },
  { key: 'call_a_friend', lifeAreas: ['social', 'meaning'], topics: ['relationships', 'mood'], minutes: 15 },
  { key: 'stretching', lifeAreas: ['energy', 'sleep'], topics: ['physical_activity'], minutes: 10 },
  { key: 'three_good_things', lifeAreas: ['meaning'], topics: ['mood', 'mindfulness'], minutes: 10 },
  { key: 'healthy_meal', lifeAreas: ['energy'], topics: ['nutrition'], minutes: 30 },
  {
    key: 'time_outdoors',
    lifeAreas: ['meaning', 'energy'],
    topics: ['mood', 'physical_activity'],
    minutes: 30,
  },
  {
    key: 'mindfulness_practice',
    lifeAreas: ['stress', 'meaning'],
    topics: ['mindfulness', 'anxiety'],
    minutes: 10,
  },
  { key: 'tidy_a_space', lifeAreas: ['work', 'stress'], topics: ['work', 'stress'], minutes: 15 },
  { key: 'hobby', lifeAreas: ['meaning'], topics: ['mood'], minutes: 30 },
  { key: 'help_someone', lifeAreas: ['social', 'meaning'], topics: ['relationships', 'mood'], minutes: 20 },
  { key: 'wind_down_routine', lifeAreas: ['sleep'], topics: ['sleep', 'mindfulness'], minutes: 20 },
  { key: 'plan_tomorrow', lifeAreas: ['work'], topics: ['work', 'stress'], minutes: 10 },
] as const satisfies readonly ActivitySuggestion[];

export type ActivitySuggestionKey = (typeof ACTIVITY_SUGGESTIONS)[number]['key'];

export function findActivitySuggestion(key: string): ActivitySuggestion | undefined {
  return (ACTIVITY_SUGGESTIONS as readonly ActivitySuggestion[]).find((entry) => entry.key === key);
}

/** The reasons a recommendation is there (`reason` of a `recommendations` resource). */
export const RECOMMENDATION_REASONS = [
  'of_concern',
  'phq4_anxiety',
  'phq4_depression',
  'weak_life_area',
  'followed_topic',
  'general',
] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

/** `provider` and `health_service`: covered care, right after crisis help (docs/content.md). */
export const RECOMMENDATION_KINDS = [
  'crisis_help',
  'provider',
  'health_service',
  'article',
  'tip',
  'activity',
] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

/** At most this many recommendations. */
export const RECOMMENDATIONS_MAX = 10;
