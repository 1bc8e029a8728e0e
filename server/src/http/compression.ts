import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Dynamic responses (JSON:API documents, the server's HTML pages) above 1 KiB are compressed for
 * clients that accept it: brotli at quality 2, else gzip at level 1. Measured on the API's own
 * documents (bench/README.md, "Compression" and 2026-11-25): brotli 2 costs 40-60 % less CPU
 * than quality 4 for 0-4 % more bytes (the five-year insights document: 340 against 815 µs,
 * 15,475 against 14,894 bytes; a 50-role list compresses smaller), and still sends fewer bytes
 * than gzip. Gzip is for the clients without brotli, which no current browser is: programs
 * (Node's fetch, scripts), on links where CPU matters more than bytes. Level 1, zlib's fastest:
 * on the five-year insights document (70 kB) it costs 18 % less CPU than level 3 for 8.5 % more
 * bytes (354 against 430 µs; 14,410 against 13,286 bytes), which took a read after a write 7 %
 * lower (bench/README.md, "2026-11-28: gzip level 1"; level 3, until then, was itself 29 %
 * cheaper than level 5: "the insights cold path under 1 ms"). Brotli's default quality 11
 * costs 100-1,000 times more, which only the build's precompressed files can afford. Below
 * 1 KiB a response fits in one packet anyway.
 *
 * Every such body is a whole string or buffer by the time it is sent, so it is compressed in one
 * synchronous call: a compression stream per response (what @fastify/compress did) allocates
 * brotli's full window and a pipeline of streams, 2–3 times the CPU of the call itself.
 * Streams are left alone: only files are streamed (http/spa.ts), and the build already wrote
 * their brotli and gzip twins. HEAD answers with the uncompressed representation's headers and
 * does no compression work.
 *
 * Request bodies are never inflated: the API declares no compressed request, and inflating one
 * would let a small upload expand far beyond the body limit before anything checks it (such a
 * body fails to parse: 400).
 */
export function registerCompression(app: FastifyInstance): void {
  // Added to each route's own hooks so that it runs after them: a route's onSend may still set
  // headers (Vary, Cache-Control), and every other hook sees the document uncompressed. (The HEAD
  // twin Fastify makes of a GET route has dropped the body by then: nothing to compress.)
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = own === undefined ? [compressBody] : [...(Array.isArray(own) ? own : [own]), compressBody];
  });
}

const THRESHOLD = 1024;
const BROTLI_QUALITY = 2;
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 };
/** Text, JSON and XML types (not server-sent events, which must flow as written). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript/i;

type Encoding = 'br' | 'gzip';

const compressBody: onSendHookHandler = (request, reply, payload, done) => {
  if (!isWorthCompressing(reply, payload)) return done(null, payload);
  // The body depends on Accept-Encoding from here on, whichever encoding this client gets.
  addVary(reply);
  const encoding = request.method === 'HEAD' ? null : negotiate(request.headers['accept-encoding']);
  if (encoding === null) return done(null, payload);
  reply.header('content-encoding', encoding);
  // Fastify sets the length of what is sent; a length set earlier would be the uncompressed one.
  reply.removeHeader('content-length');
  done(null, encode(encoding, payload));
};

/**
 * A body sent many times as it is (a document kept in a cache): its UTF-8 bytes, made once (the
 * identity response and each compression start from them instead of encoding the text again),
 * and each encoding, made the first time a client accepts it and kept beside them (about a
 * sixth of their size each). Bytes, not the text: a kept 80 kB string would be copied by the
 * garbage collector as it ages, a buffer's bytes live outside the JavaScript heap.
 */
export class KeptBody {
  private readonly encodings: Partial<Record<Encoding, Buffer>> = {};
  readonly utf8: Buffer;

  /**
   * `text`, or the pieces whose concatenation it is: each piece is encoded straight into the one
   * buffer, instead of first joining them into a string that is flattened (copied) only to be
   * encoded and dropped (an insights document is five pieces, two of them tens of kB).
   */
  constructor(text: string | readonly string[]) {
    this.utf8 = typeof text === 'string' ? Buffer.from(text) : utf8Of(text);
  }

  /** The body's size in bytes, uncompressed. */
  get bytes(): number {
    return this.utf8.length;
  }

  encoded(encoding: Encoding): Buffer {
    let bytes = this.encodings[encoding];
    if (bytes === undefined) {
      bytes = encode(encoding, this.utf8);
      this.encodings[encoding] = bytes;
    }
    return bytes;
  }
}

function utf8Of(pieces: readonly string[]): Buffer {
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at, 'utf8');
  return bytes;
}

/**
 * Sends a kept body (its content type set) as the hook would have sent it, without compressing
 * it again: the same threshold, negotiation, Vary and HEAD. Compressed bytes carry their
 * `Content-Encoding`, so the hook leaves them alone.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): FastifyReply {
  if (!isWorthCompressing(reply, kept.utf8)) return reply.send(kept.utf8);
  addVary(reply);
  const encoding = request.method === 'HEAD' ? null : negotiate(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(kept.utf8);
  return reply.header('content-encoding', encoding).send(kept.encoded(encoding));
}

function isWorthCompressing(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  const encoded = reply.getHeader('content-encoding');
  if (encoded !== undefined && encoded !== 'identity') return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type) && Buffer.byteLength(payload) >= THRESHOLD;
}

function encode(encoding: Encoding, payload: string | Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(payload, GZIP_OPTIONS);
  return zlib.brotliCompressSync(payload, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      // A window sized to the body: brotli otherwise prepares for an input of any length.
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
    },
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const values = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (!/accept-encoding|\*/i.test(values)) reply.header('vary', `${values}, Accept-Encoding`);
}

// Clients repeat the same few headers; each one is read once.
const negotiated = new Map<string, Encoding | null>();

/**
 * The encoding to send for an Accept-Encoding header: the accepted one of highest quality, brotli
 * on a tie, none without the header. `x-gzip` is gzip, and `*` stands for gzip (what the clients
 * that send it expect), as it did with @fastify/compress.
 */
export function negotiate(header: string | undefined): Encoding | null {
  if (header === undefined || header === '') return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

function parse(header: string): Encoding | null {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2)) || 0;
    if (name === 'br') br = Math.max(br ?? 0, q);
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (name === '*') any = Math.max(any ?? 0, q);
  }
  const brQuality = br ?? 0;
  const gzipQuality = gzip ?? any ?? 0;
  if (brQuality === 0 && gzipQuality === 0) return null;
  return brQuality >= gzipQuality ? 'br' : 'gzip';
}
