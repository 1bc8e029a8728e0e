/**
 * What gzipping the insights document in yearly pieces costs (server/src/http/gzip-pieces.ts),
 * against one whole-body gzip 3, on a saved document: bytes, and CPU per body (KeptBody made and
 * gzipped) in four cases: the whole body (before), pieces with nothing to reuse (a first read),
 * pieces after the same history (the cold path bench: only the version moved), and pieces after
 * a new log of today (a real write: the current year's logs change).
 *
 * BENCH_DOCUMENT=/tmp/insights.json node --import tsx bench/gzip-pieces.ts
 * (the document `npm run bench:insights` saves with BENCH_SAVE_DOCUMENT=/tmp/insights.json)
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { type BodyPiece, KeptBody } from '../server/src/http/compression';
import { yearCuts } from '../server/src/modules/insights/year-pieces';

const file = process.env.BENCH_DOCUMENT;
if (file === undefined) throw new Error('BENCH_DOCUMENT=<file>: an insights document (period all)');
const document = fs.readFileSync(file, 'utf8');

const scoreYears = yearCuts('"week_start":"', '"week_start"');
const logYears = yearCuts('"date":"', '"kind"');

/** The document as the presenter gives it: the points and logs lasting, cut by year for gzip. */
function piecesOf(text: string): BodyPiece[] {
  const scoresAt = text.indexOf('"scores":[') + '"scores":'.length;
  const scoresEnd = text.indexOf(']', scoresAt) + 1;
  const logsAt = text.indexOf('"logs":[', scoresEnd) + '"logs":'.length;
  const logsEnd = text.indexOf('],"impact_trend"', logsAt) + 1;
  return [
    text.slice(0, scoresAt),
    { lasting: text.slice(scoresAt, scoresEnd), cuts: scoreYears },
    text.slice(scoresEnd, logsAt),
    { lasting: text.slice(logsAt, logsEnd), cuts: logYears },
    text.slice(logsEnd),
  ];
}

// A log on the day of the last one, appended: the last year's piece changes, and the tail.
const logsClose = document.indexOf('],"impact_trend"');
const lastDateAt = document.lastIndexOf('"date":"', logsClose) + '"date":"'.length;
const lastDate = document.slice(lastDateAt, lastDateAt + 10);
const newLog = `,{"kind":"activity","id":"bench-new-log-id","date":"${lastDate}","title":"Walk","impact":2}`;
const written = document.slice(0, logsClose) + newLog + document.slice(logsClose);
const pieces = piecesOf(document);
const writtenPieces = piecesOf(written);
const previous = new KeptBody(pieces);
previous.encoded('gzip');

/** Median microseconds of `run` over 7 rounds of about 0.3 s each. */
function median(run: () => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < 300) {
      run();
      count += 1;
    }
    rounds.push(((performance.now() - start) * 1000) / count);
  }
  return rounds.sort((a, b) => a - b)[3] as number;
}

const cases: [string, string, () => KeptBody][] = [
  ['whole body, gzip 3 (before)', document, () => new KeptBody(document)],
  ['pieces, brotli 2 (unchanged: no cuts)', document, () => new KeptBody(pieces)],
  ['pieces, nothing to reuse (a first read)', document, () => new KeptBody(pieces)],
  ['pieces, the same history (the cold path bench)', document, () => new KeptBody(pieces, previous)],
  ['pieces, a new log of today (a real write)', written, () => new KeptBody(writtenPieces, previous)],
];
console.log(`document: ${Buffer.byteLength(document)} bytes\n`);
console.log('| case | bytes | µs per body |\n|---|---:|---:|');
for (const [name, text, make] of cases) {
  const encoding = name.includes('brotli') ? 'br' : 'gzip';
  const bytes = make().encoded(encoding);
  const decoded = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);
  if (decoded.toString() !== text) throw new Error(`${name}: not the document`);
  console.log(`| ${name} | ${bytes.length} | ${median(() => make().encoded(encoding)).toFixed(0)} |`);
}
