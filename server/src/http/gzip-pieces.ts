import zlib from 'node:zlib';

/**
 * A gzip body assembled from pieces deflated on their own, so that a body sent again with small
 * changes (an insights document after a write: the same older history, a new tail) reuses the
 * deflated bytes of its unchanged pieces instead of compressing all of it again (bench/README.md,
 * "gzip pieces for the insights cold path").
 *
 * Each piece is raw deflate ended by a sync flush: non-final blocks closed by an empty stored
 * block, so it ends on a byte boundary and the pieces' bytes concatenate into one deflate stream,
 * closed by an empty final block. A piece refers to nothing before it, except a lasting piece
 * that follows another lasting piece: that one is deflated with the last kilobyte of the previous
 * piece as its dictionary (the bytes a decoder has just written before it). On the five-year
 * insights document, independent yearly pieces cost 7.3 % more bytes than one whole-body deflate,
 * with that kilobyte 0.9 % more (the whole previous piece: 0.7 % less, but setting a dictionary
 * costs about what deflating it would). Its bytes are then reused only if that kilobyte is
 * unchanged too. Brotli streams cannot be joined this way: brotli is made whole.
 */

/**
 * Where a lasting piece is cut into the pieces deflated one by one: offsets in its UTF-8 bytes
 * (e.g. where each year of a history starts), looked for only when a gzip is made.
 */
export type PieceCuts = (piece: Buffer) => number[];

/**
 * A piece's place in a body's UTF-8 bytes; a `lasting` piece's deflated bytes are kept for the
 * next body, cut first by `cuts` if it has them.
 */
export type PieceSpan = { start: number; end: number; lasting: boolean; cuts?: PieceCuts };

/** The spans deflated one by one: each lasting span with cuts, cut. */
function deflatedSpans(utf8: Buffer, spans: readonly PieceSpan[]): PieceSpan[] {
  const out: PieceSpan[] = [];
  for (const span of spans) {
    if (span.cuts === undefined) {
      out.push(span);
      continue;
    }
    let start = span.start;
    for (const cut of span.cuts(utf8.subarray(span.start, span.end))) {
      out.push({ start, end: span.start + cut, lasting: true });
      start = span.start + cut;
    }
    out.push({ start, end: span.end, lasting: true });
  }
  return out;
}

/**
 * A lasting piece of a gzip already made: its text and the dictionary it was deflated with, if
 * any (views of that body's UTF-8 bytes), and its deflated bytes (a view of that gzip: nothing is
 * copied).
 */
export type DeflatedPiece = { text: Buffer; dictionary: Buffer | undefined; deflated: Buffer };

/** Level 3, as the whole-body gzip (compression.ts). */
const LEVEL = 3;
/** No name, no time, unknown extra flags, Unix: what zlib's gzip writes at this level. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A final block with fixed codes holding only its end-of-block code: the stream's end. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** How much of the previous lasting piece a lasting piece is deflated after (see above). */
const DICTIONARY_BYTES = 1024;

function deflate(text: Buffer, dictionary: Buffer | undefined): Buffer {
  return zlib.deflateRawSync(text, {
    level: LEVEL,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    ...(dictionary === undefined ? {} : { dictionary }),
  });
}

function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b);
}

/** The deflated bytes a previous body made for exactly this text after exactly this dictionary, if any. */
function reusable(previous: readonly DeflatedPiece[], text: Buffer, dictionary: Buffer | undefined) {
  return previous.find((piece) => piece.text.equals(text) && sameBytes(piece.dictionary, dictionary))
    ?.deflated;
}

/**
 * The gzip of `utf8`, whose `spans` follow one another from its first byte to its last (their
 * cuts in increasing order, inside the span), and its lasting pieces as deflated, for the next
 * body to reuse. `previous`: a previous body's lasting pieces (compared byte for byte, so any
 * body's are safe to offer).
 */
export function gzipOfPieces(
  utf8: Buffer,
  spans: readonly PieceSpan[],
  previous: readonly DeflatedPiece[],
): { gzip: Buffer; lasting: DeflatedPiece[] } {
  const parts: Buffer[] = [HEADER];
  const lasting: (Omit<DeflatedPiece, 'deflated'> & { at: number; length: number })[] = [];
  let at = HEADER.length;
  let dictionary: Buffer | undefined;
  for (const { start, end, lasting: isLasting } of deflatedSpans(utf8, spans)) {
    // An empty piece adds nothing: the text before it is still the text just before the next one.
    if (start === end) continue;
    const text = utf8.subarray(start, end);
    const deflated = isLasting
      ? (reusable(previous, text, dictionary) ?? deflate(text, dictionary))
      : deflate(text, undefined);
    if (isLasting) lasting.push({ text, dictionary, at, length: deflated.length });
    parts.push(deflated);
    at += deflated.length;
    dictionary = isLasting ? text.subarray(Math.max(0, text.length - DICTIONARY_BYTES)) : undefined;
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(zlib.crc32(utf8), 0);
  trailer.writeUInt32LE(utf8.length % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  const gzip = Buffer.concat(parts, at + FINAL_EMPTY_BLOCK.length + trailer.length);
  return {
    gzip,
    lasting: lasting.map(({ text, dictionary, at, length }) => ({
      text,
      dictionary,
      deflated: gzip.subarray(at, at + length),
    })),
  };
}
