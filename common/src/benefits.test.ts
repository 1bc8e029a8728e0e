import { describe, expect, it } from 'vitest';
import { coveredPart, inPlanYear, planYearOf } from './benefits';

describe('plan years', () => {
  it('run from the start day to the day before the next one', () => {
    expect(planYearOf('2026-07-01', 7, 1)).toEqual({ start: '2026-07-01', end: '2027-07-01' });
    expect(planYearOf('2026-06-30', 7, 1)).toEqual({ start: '2025-07-01', end: '2026-07-01' });
    expect(planYearOf('2026-12-31', 1, 1)).toEqual({ start: '2026-01-01', end: '2027-01-01' });
    expect(planYearOf('2027-01-01', 1, 1)).toEqual({ start: '2027-01-01', end: '2028-01-01' });
  });

  it('count a use dated before the start in the year before', () => {
    const year = planYearOf('2026-09-15', 7, 1);
    expect(inPlanYear('2026-06-30', year)).toBe(false);
    expect(inPlanYear('2026-07-01', year)).toBe(true);
    expect(inPlanYear('2027-06-30', year)).toBe(true);
    expect(inPlanYear('2027-07-01', year)).toBe(false);
  });

  it('cover a share of an amount, rounded down', () => {
    expect(coveredPart(15000, 80)).toBe(12000);
    expect(coveredPart(999, 50)).toBe(499);
    expect(coveredPart(5000, 100)).toBe(5000);
  });
});
