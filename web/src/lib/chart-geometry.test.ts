import { describe, expect, it } from 'vitest';
import { integerTicks, labelledIndexes, linear, linePath, slots } from './chart-geometry';

describe('chart geometry', () => {
  it('maps values in a straight line, upside down for SVG heights', () => {
    const y = linear([0, 100], [290, 10]);
    expect(y(0)).toBe(290);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(150);
  });

  it('centres each slot', () => {
    const x = slots(4, [0, 400]);
    expect(x.step).toBe(100);
    expect([0, 3].map(x.centre)).toEqual([50, 350]);
  });

  it('breaks the line where a point is missing, and draws nothing for a lone point', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3, y: 4 }, null, { x: 5, y: 6 }])).toBe('M1.0,2.0L3.0,4.0M5.0,6.0');
  });

  it('counts in whole numbers', () => {
    expect(integerTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(15)).toEqual([0, 5, 10, 15]);
  });

  it('labels every n-th slot from the most recent when labels would overlap', () => {
    expect([...labelledIndexes(5, 100, 40)].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...labelledIndexes(5, 30, 40)].sort()).toEqual([0, 2, 4]);
    expect([...labelledIndexes(6, 30, 40)].sort()).toEqual([1, 3, 5]);
  });
});
