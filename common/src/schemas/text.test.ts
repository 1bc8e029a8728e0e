import fc from 'fast-check';
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

  // Issue 26 §4.9: names that looked blank, or turned the text around, with characters the
  // earlier hand list missed.
  const invisibles = [
    '\u2800', // braille pattern blank
    '\u3164', // Hangul filler
    '\uFFA0', // half-width Hangul filler
    '\u115F',
    '\u1160',
    '\u17B4',
    '\u17B5',
    '\u180E',
    ...Array.from({ length: 16 }, (_, i) => String.fromCharCode(0x2000 + i)),
    '\u202F',
    '\u205F',
    ...Array.from({ length: 16 }, (_, i) => String.fromCharCode(0x2060 + i)),
    '\u3000',
    '\uFEFF',
    '\u00AD',
    '\u034F',
    ...Array.from({ length: 16 }, (_, i) => String.fromCharCode(0xfe00 + i)), // variation selectors
    '\u{E0100}',
    '\u{E01EF}',
    '\u{E0001}',
    '\u{E0041}',
    '\u{E007F}', // tag characters
  ];
  const marks = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202E', '\u2066', '\u2069'];

  it('names: blank when only invisible characters, white space and blank symbols (issue 26 §4.9)', () => {
    for (const invisible of invisibles) {
      expect(isBlankName(invisible), invisible.codePointAt(0)?.toString(16)).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...invisibles, ' ', '\u00A0'), { minLength: 1, maxLength: 12 }),
        (parts) => {
          const value = parts.join('');
          expect(name(100).safeParse(value).success).toBe(false);
        },
      ),
    );
    // Every code point Unicode calls white space or default-ignorable counts as nothing.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (cp) => {
        const char = String.fromCodePoint(cp);
        if (/[\p{White_Space}\p{Default_Ignorable_Code_Point}]/u.test(char)) {
          expect(isBlankName(char)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('names: refused when a mark or control changes the direction, wherever it is (issue 26 §4.9)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...marks),
        fc.string({ minLength: 1, maxLength: 10 }).filter((s) => /\p{L}/u.test(s)),
        fc.nat(10),
        (mark, letters, at) => {
          const i = Math.min(at, letters.length);
          const value = `${letters.slice(0, i)}${mark}${letters.slice(i)}`;
          const result = name(100).safeParse(`Ann${value}`);
          expect(result.success).toBe(false);
        },
      ),
    );
    expect(issue(name(100).safeParse('Ann\u200F'))).toBe('validation.name_direction');
    expect(issue(name(100).safeParse('\u200FAnn'))).toBe('validation.name_direction');
    expect(issue(name(100).safeParse('عل\u061Cي'))).toBe('validation.name_direction');
  });

  it('names: refused when tag characters hide text; a subdivision flag and emoji stay (issue 26 §4.9)', () => {
    const hidden = [...'ignore me'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(issue(name(100).safeParse(`Ann${hidden}`))).toBe('validation.name_hidden');
    expect(
      issue(name(100).safeParse('Ann \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}')),
    ).toBeNull();
    expect(issue(name(100).safeParse('Ann \u2764\uFE0F'))).toBeNull();
    for (const ok of ['Zoë', 'محمد', 'שרה', 'Nguyễn', '李小龙', 'अनु', 'Ann\u200DMarie', 'Ann Marie']) {
      expect(issue(name(100).safeParse(ok)), ok).toBeNull();
    }
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
