import { describe, expect, it } from 'vitest';
import { changeMeaning, REAL_CHANGE_POINTS, scoreChange, suggestsSupport } from './score-change';

const results = (score: number, phq4Anxiety = 0, phq4Depression = 0) => ({
  score,
  phq4Anxiety,
  phq4Depression,
});

describe('the 10-point rule', () => {
  it('names a change of 10 or more real, anything smaller about the same', () => {
    expect(REAL_CHANGE_POINTS).toBe(10);
    expect(changeMeaning(9)).toBe('about_the_same');
    expect(changeMeaning(10)).toBe('real_rise');
    expect(changeMeaning(-9)).toBe('about_the_same');
    expect(changeMeaning(-10)).toBe('real_drop');
    expect(changeMeaning(0)).toBe('about_the_same');
    expect(changeMeaning(null)).toBe('first');
  });

  it('compares with the previous check-up, and calls the first one first', () => {
    expect(scoreChange(60, null)).toEqual({ score_change: null, change_meaning: 'first' });
    expect(scoreChange(72, { score: 60 })).toEqual({ score_change: 12, change_meaning: 'real_rise' });
    expect(scoreChange(52, { score: 60 })).toEqual({ score_change: -8, change_meaning: 'about_the_same' });
    expect(scoreChange(50, { score: 60 })).toEqual({ score_change: -10, change_meaning: 'real_drop' });
  });
});

describe('suggesting to talk to someone', () => {
  it('after a real drop, not after a smaller one, never for the first check-up', () => {
    expect(suggestsSupport(results(50), results(60))).toBe(true);
    expect(suggestsSupport(results(51), results(60))).toBe(false);
    expect(suggestsSupport(results(20, 6, 6), null)).toBe(false);
  });

  it('after a positive PHQ-4 screen two check-ups in a row (either subscale), not one', () => {
    expect(suggestsSupport(results(60, 3, 0), results(60, 0, 3))).toBe(true);
    expect(suggestsSupport(results(60, 3, 0), results(60, 2, 2))).toBe(false);
    expect(suggestsSupport(results(60, 2, 2), results(60, 3, 3))).toBe(false);
  });
});
