import { describe, expect, it } from 'vitest';
import { hasLink, isBlankName, isCalendarDate, multiline, name, text } from './text';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('text rules', () => {
  it('refuses control characters: all of them on one line, all but tab and line breaks in several', () => {
    expect(issue(text(50).safeParse('a\u0000b'))).toBe('validation.control_characters');
    expect(issue(text(50).safeParse('a\tb'))).toBe('validation.control_characters');
    expect(issue(text(50).safeParse('a\u2028b'))).toBe('validation.control_characters');
    expect(issue(multiline(50).safeParse('a\n\tb\r\n'))).toBeNull();
    expect(issue(multiline(50).safeParse('a\u0000b'))).toBe('validation.control_characters');
    expect(issue(multiline(50).safeParse('a\u007fb'))).toBe('validation.control_characters');
    expect(issue(multiline(50).safeParse('a\ud800b'))).toBe('validation.control_characters');
    expect(multiline(50).safeParse('emoji 😀 ok').success).toBe(true);
  });

  it('normalises to NFC and trims one-line texts', () => {
    expect(text(50).parse('  Cafe\u0301 ')).toBe('Café');
    expect(multiline(50, { trim: false }).parse(' a\n')).toBe(' a\n');
  });

  it('names: blank once invisible characters go, direction controls, links', () => {
    expect(isBlankName('\u200b \u00a0\ufeff')).toBe(true);
    expect(isBlankName('A\u200b')).toBe(false);
    expect(issue(name(100).safeParse(''))).not.toBeNull();
    expect(issue(name(100).safeParse('\u200b'))).toBe('validation.name_blank');
    expect(issue(name(100).safeParse('a\u202Eb'))).toBe('validation.name_direction');
    expect(issue(name(100).safeParse('a\u2067b'))).toBe('validation.name_direction');
    for (const link of [
      'http://x',
      'HTTPS://x',
      'ftp://x',
      'www.x',
      'evil.com',
      'a.evil.co.uk',
      'mailto:x',
      'evil。com',
    ]) {
      expect(hasLink(link), link).toBe(true);
      expect(issue(name(100).safeParse(link)), link).toBe('validation.name_link');
    }
    for (const ok of [
      'St. John',
      'J. R. R. Tolkien',
      "O'Brien",
      'Anne-Marie',
      'Dr. No',
      'Zoë',
      '3114 : ligne',
    ]) {
      expect(hasLink(ok), ok).toBe(false);
      expect(name(100).safeParse(ok).success, ok).toBe(true);
    }
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
