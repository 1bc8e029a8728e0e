import type { insightCardResource, Presented } from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { logTitle } from '../logs/service';
import type { Card } from './cards';

/** An insight card, its title in the request's language (the catalogue label, or the member's own). */
export function presentInsightCard(card: Card, t: ServerTranslate): Presented<typeof insightCardResource> {
  return {
    type: 'insight_cards',
    id: card.id,
    kind: card.kind,
    title: logTitle(card.kind, { titleKey: card.titleKey, title: card.title }, t),
    title_key: card.titleKey,
    min_impact: card.minImpact,
    weeks_with: card.weeksWith,
    weeks_without: card.weeksWithout,
    mean_with: card.meanWith,
    mean_without: card.meanWithout,
    difference: card.difference,
    interval: card.interval,
    verdict: card.verdict,
    reason: card.reason,
  };
}
