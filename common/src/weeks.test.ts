import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekLabel,
  isoWeekMonday,
  isoWeekStart,
  isoWeekStartOfDate,
  localDate,
  memberTimeZone,
} from './weeks';

describe('isoWeekStart', () => {
  it('keeps a Sunday 23:30 in Toronto in the previous ISO week although it is Monday in UTC', () => {
    const instant = new Date('2026-01-12T04:30:00Z'); // Sunday 2026-01-11 23:30 EST
    expect(isoWeekStart(instant, 'UTC')).toBe('2026-01-12');
    expect(isoWeekStart(instant, 'America/Toronto')).toBe('2026-01-05');
  });

  it('starts the week in Auckland while it is still Sunday in UTC', () => {
    const instant = new Date('2026-01-11T11:30:00Z'); // Monday 2026-01-12 00:30 NZDT
    expect(isoWeekStart(instant, 'UTC')).toBe('2026-01-05');
    expect(isoWeekStart(instant, 'Pacific/Auckland')).toBe('2026-01-12');
  });

  it('holds seven calendar days across the spring change in Toronto (2026-03-08)', () => {
    expect(isoWeekStart(new Date('2026-03-02T05:00:00Z'), 'America/Toronto')).toBe('2026-03-02'); // Mon 00:00 EST
    expect(isoWeekStart(new Date('2026-03-08T06:59:00Z'), 'America/Toronto')).toBe('2026-03-02'); // Sun 01:59 EST
    expect(isoWeekStart(new Date('2026-03-08T07:00:00Z'), 'America/Toronto')).toBe('2026-03-02'); // Sun 03:00 EDT
    expect(isoWeekStart(new Date('2026-03-09T03:59:00Z'), 'America/Toronto')).toBe('2026-03-02'); // Sun 23:59 EDT
    expect(isoWeekStart(new Date('2026-03-09T04:00:00Z'), 'America/Toronto')).toBe('2026-03-09'); // Mon 00:00 EDT
  });

  it('holds seven calendar days across the spring change in Paris (2026-03-29)', () => {
    expect(isoWeekStart(new Date('2026-03-29T21:30:00Z'), 'Europe/Paris')).toBe('2026-03-23'); // Sun 23:30 CEST
    expect(isoWeekStart(new Date('2026-03-29T22:10:00Z'), 'Europe/Paris')).toBe('2026-03-30'); // Mon 00:10 CEST
    expect(isoWeekStart(new Date('2026-03-29T22:10:00Z'), 'UTC')).toBe('2026-03-23');
  });

  it('holds across the autumn change in Toronto (2026-11-01) and across a year end', () => {
    expect(isoWeekStart(new Date('2026-11-02T04:59:00Z'), 'America/Toronto')).toBe('2026-10-26'); // Sun 23:59 EST
    expect(isoWeekStart(new Date('2026-11-02T05:00:00Z'), 'America/Toronto')).toBe('2026-11-02');
    expect(isoWeekStart(new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-12-28');
  });
});

describe('calendar helpers', () => {
  it('reads the local date, adds days and finds the Monday of a date', () => {
    expect(localDate(new Date('2026-01-12T04:30:00Z'), 'America/Toronto')).toBe('2026-01-11');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -10)).toBe('2026-02-19');
    expect(isoWeekStartOfDate('2026-03-08')).toBe('2026-03-02');
    expect(isoWeekStartOfDate('2026-03-09')).toBe('2026-03-09');
  });

  it('reads a new date at the local midnight to the millisecond, read after read in the same zone', () => {
    // Kolkata is UTC+05:30: its midnight falls at half past the UTC hour.
    const reads = ['18:29:59.999', '18:30:00.000', '18:29:30.000', '18:30:59.999'].map((time) =>
      localDate(new Date(`2026-11-24T${time}Z`), 'Asia/Kolkata'),
    );
    expect(reads).toEqual(['2026-11-24', '2026-11-25', '2026-11-24', '2026-11-25']);
    // Monrovia kept UTC-00:44:30 until 1972: its midnight fell in the middle of a UTC minute.
    const early = ['00:44:29', '00:44:31', '00:44:29'].map((time) =>
      localDate(new Date(`1970-06-15T${time}Z`), 'Africa/Monrovia'),
    );
    expect(early).toEqual(['1970-06-14', '1970-06-15', '1970-06-14']);
  });

  it('falls back to UTC for a missing or unknown time zone', () => {
    expect(memberTimeZone(null)).toBe('UTC');
    expect(memberTimeZone('Mars/Olympus')).toBe('UTC');
    expect(memberTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('ISO week labels', () => {
  // Checked against a calendar: 2026 starts on a Thursday (week 1 from 29 December 2025); 2021
  // started on a Friday (1–3 January 2021 are in 2020-W53); 2024-12-30 is in 2025-W01.
  it.each([
    ['2026-11-26', '2026-W48', '2026-11-23'],
    ['2025-12-29', '2026-W01', '2025-12-29'],
    ['2026-01-01', '2026-W01', '2025-12-29'],
    ['2021-01-03', '2020-W53', '2020-12-28'],
    ['2021-01-04', '2021-W01', '2021-01-04'],
    ['2024-12-30', '2025-W01', '2024-12-30'],
    ['2026-12-31', '2026-W53', '2026-12-28'],
  ])('%s is in %s, which starts on %s', (date, label, monday) => {
    expect(isoWeekLabel(date)).toBe(label);
    expect(isoWeekMonday(label)).toBe(monday);
  });
});
