import { describe, expect, it } from 'vitest';
import { supportFirst } from './support-first';

const after = (completed_at: string) => ({ show_crisis_help: true, completed_at });

describe('supportFirst: crisis help first at home for the ISO week of a safety "yes", in the member’s zone', () => {
  // Sunday 29 November 2026, 23:00 in Toronto (UTC−5) is already Monday 04:00 in UTC.
  const sundayNight = after('2026-11-30T04:00:00Z');
  const toronto = 'America/Toronto';

  it('still applies later that Sunday, no longer on Monday of the next week (not 7 × 24 h later)', () => {
    expect(supportFirst(sundayNight, new Date('2026-11-30T04:30:00Z'), toronto)).toBe(true);
    // Monday 30 November, 00:30 in Toronto: a new week, one and a half hours later.
    expect(supportFirst(sundayNight, new Date('2026-11-30T05:30:00Z'), toronto)).toBe(false);
  });

  it('counts the week in the member’s zone, not in UTC (where that Sunday night is Monday)', () => {
    // Saturday 5 December, 12:00 in Toronto: in UTC the same week as the check-up, not in Toronto.
    expect(supportFirst(sundayNight, new Date('2026-12-05T17:00:00Z'), toronto)).toBe(false);
    expect(supportFirst(sundayNight, new Date('2026-12-05T17:00:00Z'), 'UTC')).toBe(true);
  });

  it('applies all week long: a Monday check-up still counts on Saturday and Sunday night', () => {
    // Monday 23 November 2026, 09:00 in Toronto.
    const monday = after('2026-11-23T14:00:00Z');
    expect(supportFirst(monday, new Date('2026-11-28T17:00:00Z'), toronto)).toBe(true); // Saturday noon
    expect(supportFirst(monday, new Date('2026-11-30T04:59:00Z'), toronto)).toBe(true); // Sunday 23:59
    expect(supportFirst(monday, new Date('2026-11-30T05:00:00Z'), toronto)).toBe(false); // Monday 00:00
  });

  it('in a zone ahead of UTC: Monday morning in Auckland is Sunday in UTC', () => {
    const auckland = 'Pacific/Auckland'; // UTC+13 in November
    // Monday 23 November, 08:00 in Auckland = Sunday 22 November, 19:00 UTC.
    const mondayMorning = after('2026-11-22T19:00:00Z');
    // Sunday 29 November, 20:00 in Auckland: same week there; in UTC a week later.
    expect(supportFirst(mondayMorning, new Date('2026-11-29T07:00:00Z'), auckland)).toBe(true);
    // Monday 30 November, 00:30 in Auckland: the next week.
    expect(supportFirst(mondayMorning, new Date('2026-11-29T11:30:00Z'), auckland)).toBe(false);
  });

  it('never without show_crisis_help, nor before a first check-up', () => {
    expect(
      supportFirst({ completed_at: '2026-11-30T04:00:00Z' }, new Date('2026-11-30T04:30:00Z'), toronto),
    ).toBe(false);
    expect(supportFirst(null, new Date(), toronto)).toBe(false);
  });
});
