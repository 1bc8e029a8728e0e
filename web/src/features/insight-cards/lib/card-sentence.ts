import type { TFunction } from '../../../lib/i18n';
import type { InsightCard } from '../api/use-insight-cards';

/** Whole points, as the sentence says them (the interval keeps its decimals' rounding too). */
const points = (value: number) => Math.round(Math.abs(value));

/**
 * A card in words, numbers in the text (a screen reader reads them; there is no chart): the
 * sentence, then the interval and the caution for a clear card. Null parts are left out.
 */
export function cardSentences(
  card: InsightCard,
  t: TFunction,
  minWeeks: number,
): { text: string; interval?: string } {
  const counts = { title: card.title, with: card.weeks_with, without: card.weeks_without };
  if (card.verdict === 'not_enough_to_tell' || card.difference === null || card.interval === null) {
    if (card.reason === 'crosses_zero' && card.mean_with !== null && card.mean_without !== null) {
      return {
        text: t('honest_change.cards.crosses_zero', {
          ...counts,
          mean_with: points(card.mean_with),
          mean_without: points(card.mean_without),
        }),
      };
    }
    return { text: t('honest_change.cards.too_few_weeks', { ...counts, min: minWeeks }) };
  }
  const key = card.min_impact === null ? card.verdict : (`${card.verdict}_impact` as const);
  return {
    text: t(`honest_change.cards.${key}`, {
      ...counts,
      points: points(card.difference),
      impact: card.min_impact,
    }),
    interval: t('honest_change.cards.interval', {
      low: Math.round(card.interval.low),
      high: Math.round(card.interval.high),
    }),
  };
}
