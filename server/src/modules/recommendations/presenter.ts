import {
  type ActivitySuggestion,
  type activitySuggestionResource,
  type articleResource,
  type Presented,
  type recommendationResource,
  TOPIC_KEYS,
  type tipResource,
} from '@evenkeel/common';
import { dynamicKey, type ServerTranslate } from '../../i18n';
import { activitySuggestionPolicy } from '../../policies';
import { presentTopic } from '../content/presenter';
import type { Cause, Recommendation } from './service';

/** The crisis help page (server-painted, works signed out and without JavaScript). */
export const CRISIS_HELP_URL = '/crisis';

export function presentActivitySuggestion(
  activity: ActivitySuggestion,
  t: ServerTranslate,
): Presented<typeof activitySuggestionResource> {
  return {
    type: 'activity_suggestions',
    id: activity.key,
    name: t(dynamicKey(`activity_suggestion_names.${activity.key}`)),
    description: t(dynamicKey(`activity_suggestion_descriptions.${activity.key}`)),
    minutes: activity.minutes,
    life_areas: [...activity.lifeAreas],
    log_title_key: activity.key,
    topics: activity.topics.map((slug) =>
      presentTopic(slug, (TOPIC_KEYS as readonly string[]).indexOf(slug), t),
    ),
    relationshipNames: ['topics'],
    meta: { abilities: { log: activitySuggestionPolicy.canLog() } },
  };
}

/** "Your sleep was 3 out of 10 this week": the cause named in the request's language. */
export function reasonText(
  cause: Cause,
  t: ServerTranslate,
  context: { thisWeek: boolean; hasCheckup: boolean },
) {
  const when = context.thisWeek ? 'this_week' : 'earlier';
  switch (cause.reason) {
    case 'of_concern':
      return t('recommendation_reasons.of_concern', { score: cause.score, when });
    case 'phq4_anxiety':
      return t('recommendation_reasons.phq4_anxiety');
    case 'phq4_depression':
      return t('recommendation_reasons.phq4_depression');
    case 'weak_life_area':
      // Stress is stored reversed (higher is better); the member answered how stressed they were.
      return t('recommendation_reasons.weak_life_area', {
        area: cause.area,
        value: cause.area === 'stress' ? 10 - cause.value : cause.value,
        when,
      });
    case 'followed_topic':
      return t('recommendation_reasons.followed_topic', { topic: t(dynamicKey(`topics.${cause.topic}`)) });
    case 'general':
      return t('recommendation_reasons.general', { checkup: context.hasCheckup ? 'some' : 'none' });
  }
}

type Item =
  | Presented<typeof articleResource>
  | Presented<typeof tipResource>
  | Presented<typeof activitySuggestionResource>
  | { type: 'articles' | 'tips' | 'activity_suggestions'; id: string };

export function recommendationId(recommendation: Recommendation): string {
  switch (recommendation.kind) {
    case 'crisis_help':
      return 'crisis_help';
    case 'activity':
      return `activity-${recommendation.activity.key}`;
    default:
      return `${recommendation.kind}-${recommendation.candidate.slug}`;
  }
}

export function presentRecommendation(
  recommendation: Recommendation,
  item: Item | null,
  t: ServerTranslate,
  context: { thisWeek: boolean; hasCheckup: boolean },
): Presented<typeof recommendationResource> {
  return {
    type: 'recommendations',
    id: recommendationId(recommendation),
    reason: recommendation.cause.reason,
    reason_text: reasonText(recommendation.cause, t, context),
    kind: recommendation.kind,
    url: recommendation.kind === 'crisis_help' ? CRISIS_HELP_URL : null,
    item,
    relationshipNames: ['item'],
  };
}
