import {
  type ActivitySuggestion,
  type activitySuggestionResource,
  type articleResource,
  type healthServiceResource,
  type Locale,
  type Presented,
  type providerResource,
  type recommendationResource,
  TOPIC_KEYS,
  type tipResource,
} from '@evenkeel/common';
import { dynamicKey, type ServerTranslate } from '../../i18n';
import { providerPath } from '../../lib/web-paths';
import { activitySuggestionPolicy } from '../../policies';
import type { MemberCoverage } from '../benefits';
import { presentTopic } from '../content/presenter';
import type { CarePick } from './care';
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

/** "covered by Full-time staff, 6 of 8 sessions left": what the member's own coverage leaves. */
function coverageText(covered: MemberCoverage, t: ServerTranslate, locale: Locale): string {
  const { balance } = covered;
  if (covered.sessionsPerYear !== null && balance.leftSessions !== null)
    return t('recommendation_care.covered_sessions', {
      group: covered.groupName,
      left: balance.leftSessions,
      total: covered.sessionsPerYear,
    });
  if (covered.yearlyAmountCents !== null && balance.leftAmountCents !== null && covered.currency) {
    const money = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: covered.currency,
    });
    return t('recommendation_care.covered_amount', {
      group: covered.groupName,
      left: money.format(balance.leftAmountCents / 100),
      total: money.format(covered.yearlyAmountCents / 100),
    });
  }
  return t('recommendation_care.covered', { group: covered.groupName });
}

/**
 * "Your anxiety screen was positive: works with anxiety, covered by Full-time staff, 6 of 8
 * sessions left": the cause, then why this provider or service answers it.
 */
function careReasonText(
  recommendation: { cause: Cause } & CarePick,
  t: ServerTranslate,
  context: { thisWeek: boolean; hasCheckup: boolean; locale: Locale },
): string {
  const cause = reasonText(recommendation.cause, t, context);
  if (recommendation.kind === 'provider') {
    const names = recommendation.specialties.map((key) =>
      t(dynamicKey(`specialties.${key}`)).toLocaleLowerCase(context.locale),
    );
    return t('recommendation_care.provider', {
      cause,
      count: names.length,
      specialties: new Intl.ListFormat(context.locale, { type: 'conjunction' }).format(names),
      coverage: coverageText(recommendation.care.coverage, t, context.locale),
    });
  }
  const { coverage, organizationName } = recommendation.care;
  return t('recommendation_care.service', {
    cause,
    organization: organizationName,
    covered: coverage ? 'yes' : 'no',
    coverage: coverage ? coverageText(coverage, t, context.locale) : '',
  });
}

type Item =
  | Presented<typeof providerResource>
  | Presented<typeof healthServiceResource>
  | Presented<typeof articleResource>
  | Presented<typeof tipResource>
  | Presented<typeof activitySuggestionResource>
  | { type: 'providers' | 'health_services' | 'articles' | 'tips' | 'activity_suggestions'; id: string };

export function recommendationId(recommendation: Recommendation): string {
  switch (recommendation.kind) {
    case 'crisis_help':
      return 'crisis_help';
    case 'activity':
      return `activity-${recommendation.activity.key}`;
    case 'provider':
      return `provider-${recommendation.care.provider.slug}`;
    case 'health_service':
      return `health_service-${recommendation.care.service.slug}`;
    default:
      return `${recommendation.kind}-${recommendation.candidate.slug}`;
  }
}

export function presentRecommendation(
  recommendation: Recommendation,
  item: Item | null,
  t: ServerTranslate,
  context: { thisWeek: boolean; hasCheckup: boolean; locale: Locale },
): Presented<typeof recommendationResource> {
  return {
    type: 'recommendations',
    id: recommendationId(recommendation),
    reason: recommendation.cause.reason,
    reason_text:
      recommendation.kind === 'provider' || recommendation.kind === 'health_service'
        ? careReasonText(recommendation, t, context)
        : reasonText(recommendation.cause, t, context),
    kind: recommendation.kind,
    url:
      recommendation.kind === 'crisis_help'
        ? CRISIS_HELP_URL
        : recommendation.kind === 'provider'
          ? providerPath(recommendation.care.provider.slug)
          : null,
    item,
    relationshipNames: ['item'],
  };
}
