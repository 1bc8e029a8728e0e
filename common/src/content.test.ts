import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_BODY_MAX_DEPTH,
  ARTICLE_BODY_MAX_LENGTH,
  markdownNestingDepth,
  markdownWords,
  readingMinutes,
} from './content';
import { CSV_IMPORT_MAX_LINES, csvLineCount } from './limits';
import { benefitGroupMembersSchema } from './schemas/benefits';
import { articleCreateSchema } from './schemas/content';

const N = ARTICLE_BODY_MAX_LENGTH;
/** Generous: the real figures are a few milliseconds (docs/content.md, "Markdown"). */
const BOUND_MS = 200;

/** Every way the server reads an article body on a write: the schema, then the reading time. */
function processBody(body: string): number {
  const start = Date.now();
  articleCreateSchema.safeParse({ title: 't', summary: 's', body, language: 'en' });
  readingMinutes(body);
  return Date.now() - start;
}

/** Known worst cases of Markdown handling: runs of markup with nothing to close them. */
const WORST: Record<string, string> = {
  stars: '*'.repeat(N),
  underscores: '_'.repeat(N),
  'open brackets': '['.repeat(N),
  'image openers': '!['.repeat(N / 2),
  'link openers': '[a]('.repeat(N / 4),
  'empty links unclosed': '[]('.repeat(Math.floor(N / 3)),
  'nested brackets': `${'['.repeat(N / 2)}${']'.repeat(N / 2)}`,
  backticks: '`'.repeat(N),
  'fence openers': '```\n'.repeat(N / 4),
  'backtick words': '`a'.repeat(N / 2),
  spaces: `a${' '.repeat(N - 2)}b`,
  'spaces and breaks': `${' '.repeat(99)}\n`.repeat(N / 100),
  'quote markers': '>'.repeat(N),
  'nested lists': Array.from({ length: 400 }, (_, i) => `${' '.repeat(i * 2)}- x`)
    .join('\n')
    .slice(0, N),
  'emphasis nest': `${'*_'.repeat(N / 4 - 1)}x${'_*'.repeat(N / 4 - 1)}`,
  'mixed markup': '*[`_'.repeat(N / 4),
};

describe('Markdown bodies cannot stall the server (issue 26 §4.5)', () => {
  for (const [name, body] of Object.entries(WORST)) {
    it(`processes 50 kB of ${name} in well under ${BOUND_MS} ms`, () => {
      expect(body.length).toBeLessThanOrEqual(N);
      processBody(body); // warm up the patterns
      expect(processBody(body)).toBeLessThan(BOUND_MS);
    });
  }

  it('processes any 50 kB body of markup characters quickly (fast-check)', () => {
    const markup = fc.constantFrom(
      '*',
      '_',
      '[',
      ']',
      '(',
      ')',
      '!',
      '`',
      ' ',
      '\n',
      '>',
      '-',
      '#',
      '\\',
      'a',
      '|',
      '~',
      '<',
    );
    fc.assert(
      fc.property(fc.array(markup, { minLength: 1, maxLength: 64 }), (unit) => {
        const piece = unit.join('');
        const body = piece.repeat(Math.ceil(N / piece.length)).slice(0, N);
        expect(processBody(body)).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 40 },
    );
  });

  it('still counts words as before: markup, code, images and addresses left out', () => {
    const body = [
      '# Sleep well',
      'Read [the guide](https://example.org/guide) and *rest* — ![a cat](/uploads/cat.png) done.',
      '```',
      'code words here',
      '```',
      '> quoted words',
    ].join('\n');
    expect(markdownWords(body)).toEqual([
      'Sleep',
      'well',
      'Read',
      'the',
      'guide',
      'and',
      'rest',
      'done.',
      'quoted',
      'words',
    ]);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });

  it('measures nesting by quote markers and list levels, and the schema refuses more than the limit', () => {
    expect(markdownNestingDepth('plain\n> one\n>> two\n> > > three')).toBe(3);
    expect(markdownNestingDepth('- a\n  - b\n    - c')).toBe(3);
    const deep = `${'>'.repeat(ARTICLE_BODY_MAX_DEPTH + 1)} too deep`;
    const ok = `${'>'.repeat(ARTICLE_BODY_MAX_DEPTH)} deep enough`;
    const parse = (body: string) =>
      articleCreateSchema.safeParse({ title: 't', summary: 's', body, language: 'en' });
    expect(parse(ok).success).toBe(true);
    const refused = parse(deep);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain('validation.article_body_depth');
    expect(parse('>'.repeat(5000)).success).toBe(false);
  });
});

describe('CSV imports over the limit are refused, not cut (issue 26 §4.10)', () => {
  it('counts the lines that hold something', () => {
    expect(csvLineCount('')).toBe(0);
    expect(csvLineCount('a@x.org')).toBe(1);
    expect(csvLineCount('a@x.org\r\nb@x.org\n\n\rc@x.org\n')).toBe(3);
    expect(csvLineCount(' ,;\n\t\na')).toBe(1);
  });

  it(`accepts ${CSV_IMPORT_MAX_LINES} lines and refuses one more with its own message`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `p${i}@example.org`).join('\n');
    expect(benefitGroupMembersSchema.safeParse({ emails_csv: lines(CSV_IMPORT_MAX_LINES) }).success).toBe(
      true,
    );
    const over = benefitGroupMembersSchema.safeParse({ emails_csv: `${lines(CSV_IMPORT_MAX_LINES + 1)}\n` });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('validation.csv_too_many_lines');
    expect(over.error?.issues[0]?.path).toEqual(['emails_csv']);
  });
});
