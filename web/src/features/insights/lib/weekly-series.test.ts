import { describe, expect, it } from 'vitest';
import { mondayOf, weeklySeries } from './weekly-series';

describe('weeklySeries', () => {
  it('finds the ISO Monday of any day, Sunday included', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('leaves a gap for a week without a check-up and runs up to this week', () => {
    const rows = weeklySeries(
      [
        { week_start: '2026-11-02', score: 60, band: 'room_to_improve' },
        { week_start: '2026-11-16', score: 76, band: 'thriving' },
      ],
      [],
      '2026-11-25',
    );
    expect(rows.map((row) => [row.week, row.score])).toEqual([
      ['2026-11-02', 60],
      ['2026-11-09', null],
      ['2026-11-16', 76],
      ['2026-11-23', null],
    ]);
  });

  it('puts a logged item on the week of its date with a marker', () => {
    const rows = weeklySeries(
      [{ week_start: '2026-11-16', score: 76, band: 'thriving' }],
      [{ kind: 'ailment', id: 'a1', date: '2026-11-21', title: 'Migraine', impact: 3 }],
      '2026-11-22',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.logs.map((log) => log.title)).toEqual(['Migraine']);
    expect(rows[0]?.marker).not.toBeNull();
  });
});
