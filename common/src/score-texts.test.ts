import { describe, expect, it } from 'vitest';
import en from './locales/en/web.json' with { type: 'json' };
import fr from './locales/fr/web.json' with { type: 'json' };
import { BAND_THRESHOLDS, HEALTHY_BALANCE } from './score';

/** Every number a text says about the score, in order of appearance. */
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

describe('the healthy balance and the bands, as the texts say them', () => {
  const { min, max } = HEALTHY_BALANCE;
  const { thrivingAbove, ofConcernBelow } = BAND_THRESHOLDS;
  const said = [min, max, thrivingAbove, ofConcernBelow, thrivingAbove, ofConcernBelow];

  it.each([
    ['en', en],
    ['fr', fr],
  ])('%s: the legend says the shaded range and the bands with score.ts’s limits', (_, catalogue) => {
    expect(numbers(catalogue.dashboards.healthy_balance)).toEqual(said);
    expect(numbers(catalogue.insights.chart_help).slice(0, 6)).toEqual(said);
    for (const band of ['thriving', 'room_to_improve', 'of_concern'] as const) {
      expect(catalogue.dashboards.healthy_balance).toContain(catalogue.results.band[band]);
    }
  });
});
