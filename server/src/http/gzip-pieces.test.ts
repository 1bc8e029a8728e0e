import { execFileSync, spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BodyPiece, KeptBody } from './compression';

/** A body as KeptBody gzips the insights document: small parts per send, lasting years between. */
const year = (from: number, title: string) =>
  JSON.stringify(
    Array.from({ length: 40 }, (_, week) => ({
      kind: 'activity',
      date: `${from}-01-01`,
      title,
      impact: week % 5,
    })),
  ).slice(1, -1);
const tricky = 'Café « été » 😀 </script><script>alert(1)</script> "quoted" \\ \u2028';
const body = (titles: string[], head = '{"data":{"member":"Zoë",') => [
  head,
  '"logs":[',
  ...titles.map((title, index) => ({
    lasting: `${year(2020 + index, title)}${index < titles.length - 1 ? ',' : ''}`,
  })),
  '],"meta":{"period":"all"}}}',
];
const textOf = (pieces: BodyPiece[]) =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : piece.lasting)).join('');
const gunzipped = (kept: KeptBody) => zlib.gunzipSync(kept.encoded('gzip')).toString();

afterEach(() => vi.restoreAllMocks());

describe('a kept body gzipped in pieces', () => {
  it('is one valid gzip stream of exactly its bytes, for Node, the gzip program and Python', () => {
    const pieces = body(['walk', tricky, 'swim']);
    const kept = new KeptBody(pieces);
    const gzip = kept.encoded('gzip');
    expect(gzip.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
    expect(zlib.gunzipSync(gzip).equals(kept.utf8)).toBe(true);
    expect(zlib.gunzipSync(gzip).toString()).toBe(textOf(pieces));
    // Other decoders, where installed: both check the trailer's CRC-32 and length.
    const python = 'import gzip,sys; sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))';
    for (const [program, ...args] of [
      ['gzip', '-dc'],
      ['python3', '-c', python],
    ] as const) {
      if (spawnSync(program, ['--version']).error) continue;
      expect(execFileSync(program, args, { input: gzip }).equals(kept.utf8)).toBe(true);
    }
    // Brotli and identity are made whole, as before.
    expect(zlib.brotliDecompressSync(kept.encoded('br')).equals(kept.utf8)).toBe(true);
  });

  it('reuses the unchanged years of the body it replaces, and deflates the rest', () => {
    const first = new KeptBody(body(['walk', 'run', 'swim']));
    first.encoded('gzip');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    const pieces = body(['walk', 'run', 'swim', 'climb'], '{"data":{"member":"Zoé",');
    const next = new KeptBody(pieces, first);
    expect(gunzipped(next)).toBe(textOf(pieces));
    // The head, the tail, the new year, and 'swim', which now ends with a comma: 'walk' and 'run' are reused.
    expect(deflate).toHaveBeenCalledTimes(4);
  });

  it('cuts a lasting piece where its cuts say, and reuses the parts that did not change', () => {
    const atBars = (piece: Buffer) => [piece.indexOf('|') + 1, piece.lastIndexOf('|') + 1];
    const history = (last: string) => [
      '{"history":"',
      { lasting: `${year(2020, 'walk')}|${year(2021, 'run')}|${last}`, cuts: atBars },
      '"}',
    ];
    const first = new KeptBody(history(year(2022, 'swim')));
    first.encoded('gzip');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    const pieces = history(year(2022, 'swim, then rest'));
    expect(gunzipped(new KeptBody(pieces, first))).toBe(textOf(pieces));
    // The head, the tail and the last year: the two years before it are reused.
    expect(deflate).toHaveBeenCalledTimes(3);
  });

  it('never reuses a year whose text changed, even at the same length and place', () => {
    const first = new KeptBody(body(['walk', 'run', 'swim']));
    first.encoded('gzip');
    const pieces = body(['walk', 'ran', 'swim']);
    expect(gunzipped(new KeptBody(pieces, first))).toBe(textOf(pieces));
  });

  it('never reuses a year deflated after another text than the one now before it', () => {
    // The last year is unchanged, but was deflated with the year before as its dictionary: its
    // first title is a copy of that year's title, which has changed.
    const lake = 'Nordic walking by the lake';
    const first = new KeptBody(body(['walk', lake, lake]));
    first.encoded('gzip');
    const pieces = body(['walk', 'Nordic walking by the sea!', lake]);
    expect(gunzipped(new KeptBody(pieces, first))).toBe(textOf(pieces));
  });

  it('takes a previous body only once its gzip is made, and keeps none of it after its own', () => {
    const first = new KeptBody(body(['walk', 'run']));
    const second = new KeptBody(body(['walk', 'run']), first);
    expect(gunzipped(second)).toBe(textOf(body(['walk', 'run'])));
    // Brotli first, then gzip: the previous pieces are let go at the first encoding.
    const third = new KeptBody(body(['walk', 'run']), second);
    third.encoded('br');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    expect(gunzipped(third)).toBe(textOf(body(['walk', 'run'])));
    expect(deflate).toHaveBeenCalledTimes(4);
  });

  it('decodes to its text for any pieces, after any previous body', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'grapheme' }).map((lasting) => ({ lasting })),
      fc.constantFrom('walk', 'run').map((lasting) => ({ lasting: lasting.repeat(300) })),
    );
    fc.assert(
      fc.property(fc.array(piece), fc.array(piece), (before, after) => {
        const previous = new KeptBody(before);
        expect(zlib.gunzipSync(previous.encoded('gzip')).equals(previous.utf8)).toBe(true);
        const next = new KeptBody(after, previous);
        expect(zlib.gunzipSync(next.encoded('gzip')).toString()).toBe(textOf(after));
      }),
    );
  });
});
