import { describe, expect, it } from 'vitest';
import { groupByDay, usableTimeZone } from './days';

describe('groupByDay', () => {
  const items = [
    { created_at: '2026-11-27T22:30:00.000Z' },
    { created_at: '2026-11-27T23:30:00.000Z' },
    { created_at: '2026-11-28T09:00:00.000Z' },
  ];

  it('cuts days in the member’s time zone', () => {
    expect(groupByDay(items, (item) => item.created_at, 'en', 'UTC').map((day) => day.items.length)).toEqual([
      2, 1,
    ]);
    // In Paris (UTC+1) 23:30 UTC is already the 28th.
    expect(
      groupByDay(items, (item) => item.created_at, 'en', 'Europe/Paris').map((day) => day.items.length),
    ).toEqual([1, 2]);
  });

  it('names each day in the member’s language', () => {
    expect(groupByDay(items, (item) => item.created_at, 'fr', 'UTC')[1]?.label).toBe(
      'samedi 28 novembre 2026',
    );
    expect(groupByDay(items, (item) => item.created_at, 'en', 'UTC')[1]?.label).toBe(
      'Saturday, November 28, 2026',
    );
  });

  it('ignores a time zone Intl does not know', () => {
    expect(usableTimeZone('Mars/Olympus')).toBeUndefined();
    expect(usableTimeZone('America/Toronto')).toBe('America/Toronto');
  });
});
