/**
 * What a 50 kB article body costs the server on a write (issue 26 §4.5): the schema's checks and
 * the reading time, for the known worst cases of Markdown handling, beside the patterns the
 * reading time used before (`before`: lazy patterns that backtracked over the body).
 *
 *   node --import tsx bench/markdown-bodies.ts
 *
 * Figures of 2026-11-28 on this (shared, 2-core) machine are in docs/content.md, "Model".
 */
import { ARTICLE_BODY_MAX_LENGTH, articleCreateSchema, readingMinutes } from '@evenkeel/common';

/** The reading time's word count as it was before issue 26 (kept here only to compare). */
function wordsBefore(markdown: string): number {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const N = ARTICLE_BODY_MAX_LENGTH;
const bodies: Record<string, string> = {
  stars: '*'.repeat(N),
  underscores: '_'.repeat(N),
  'open brackets': '['.repeat(N),
  'image openers': '!['.repeat(N / 2),
  'link openers': '[a]('.repeat(N / 4),
  'empty links': '[]('.repeat(Math.floor(N / 3)),
  backticks: '`'.repeat(N),
  'fence openers': '```\n'.repeat(N / 4),
  spaces: `a${' '.repeat(N - 2)}b`,
  'quote markers': '>'.repeat(N),
  'mixed markup': '*[`_'.repeat(N / 4),
};

const ROUNDS = 5;
function median(run: () => unknown): number {
  run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] as number;
}

const parse = (body: string) =>
  articleCreateSchema.safeParse({ title: 't', summary: 's', body, language: 'en' });
console.log(`median of ${ROUNDS}, ms         before      after`);
for (const [name, body] of Object.entries(bodies)) {
  const before = median(() => wordsBefore(body));
  const after = median(() => {
    parse(body);
    readingMinutes(body);
  });
  console.log(`${name.padEnd(20)} ${before.toFixed(2).padStart(10)} ${after.toFixed(2).padStart(10)}`);
}
