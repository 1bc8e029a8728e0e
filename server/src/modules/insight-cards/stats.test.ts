import { describe, expect, it } from 'vitest';
import { studentTCdf, studentTQuantile, summarize, welchInterval } from './stats';

describe('the Student t quantile', () => {
  it('matches the printed table of t(0.95) to 4 decimals', () => {
    const table: [number, number][] = [
      [1, 6.3138],
      [2, 2.92],
      [3, 2.3534],
      [4, 2.1318],
      [5, 2.015],
      [6, 1.9432],
      [10, 1.8125],
      [20, 1.7247],
      [30, 1.6973],
      [120, 1.6577],
    ];
    for (const [df, t] of table) expect(studentTQuantile(0.95, df)).toBeCloseTo(t, 4);
    // t(0.975) too, and a large df tends to the normal's 1.6449.
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.2281, 4);
    expect(studentTQuantile(0.95, 1e6)).toBeCloseTo(1.6449, 4);
  });

  it('takes a fractional df (between its neighbours) and inverts the distribution function', () => {
    const t = studentTQuantile(0.95, 6.5);
    expect(t).toBeLessThan(1.9432);
    expect(t).toBeGreaterThan(1.8946); // df 7
    expect(studentTCdf(t, 6.5)).toBeCloseTo(0.95, 10);
    expect(studentTCdf(0, 3)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(-2.3534, 3)).toBeCloseTo(0.05, 4);
  });
});

describe("Welch's interval", () => {
  it('is the hand-computed one', () => {
    // With: 60, 64, 68, 72 → mean 66, variance (36 + 4 + 4 + 36) / 3 = 80/3.
    // Without: 48, 52, 56, 60 → mean 54, variance 80/3.
    // Standard error √(80/3/4 + 80/3/4) = √(40/3) = 3.651484; df = (40/3)² / (2 × (20/3)² / 3) = 6.
    // 90 %: t(0.95, 6) = 1.943180, margin 1.943180 × 3.651484 = 7.095538 → 12 ± 7.0955.
    const interval = welchInterval([60, 64, 68, 72], [48, 52, 56, 60], 0.9);
    expect(interval?.difference).toBe(12);
    expect(interval?.df).toBeCloseTo(6, 10);
    expect(interval?.low).toBeCloseTo(4.9045, 3);
    expect(interval?.high).toBeCloseTo(19.0955, 3);
  });

  it('weighs unequal sides by their own variances (Welch–Satterthwaite)', () => {
    // With: 40, 80, 40, 80, 60 → mean 60, variance (400+400+400+400+0)/4 = 400, /5 = 80.
    // Without: 56, 60, 64, 60 → mean 60, variance 32/3, /4 = 8/3.
    // se = √(80 + 8/3) = 9.092; df = (248/3)² / (80²/4 + (8/3)²/3) = 6833.8 / 1602.37 = 4.2648.
    const interval = welchInterval([40, 80, 40, 80, 60], [56, 60, 64, 60], 0.9);
    expect(interval?.difference).toBe(0);
    expect(interval?.df).toBeCloseTo(4.2648, 3);
    const t = studentTQuantile(0.95, interval?.df ?? 0);
    expect(t).toBeGreaterThan(2.015);
    expect(t).toBeLessThan(2.1318);
    expect(interval?.high).toBeCloseTo(t * Math.sqrt(80 + 8 / 3), 10);
  });

  it('is none without spread or with fewer than 2 values on a side', () => {
    expect(welchInterval([60, 60, 60, 60], [52, 52, 52, 52], 0.9)).toBeNull();
    expect(welchInterval([60], [52, 56, 60], 0.9)).toBeNull();
    expect(summarize([1, 2, 3])).toEqual({ n: 3, mean: 2, variance: 1 });
  });
});
