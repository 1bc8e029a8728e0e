import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { negotiate } from '../../http/compression';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';

/**
 * Dashboards' documents, serialised (and compressed) once per process and key. A released
 * period's figures never change, so a document depends only on what its key names: the
 * population and its names, the range, and the releases of the period kind (queries.ts). The
 * documents hold no `meta` and nothing that depends on who asks or in which language: everyone
 * the policy lets through gets the same bytes, and the policy is asked on every request before
 * the cache. The organization's document (1,250 groups and units, 760 kB) cost 40 ms of server
 * CPU and 20 ms of the database's per request before (bench/README.md, "Dashboards").
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = NonNullable<ReturnType<typeof negotiate>>;

/**
 * The same threshold and settings as the compression of every other response
 * (http/compression.ts): from 1 KiB, brotli at quality 2, else gzip at level 5.
 */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * A serialised document; each encoding is made the first time a client asks for it. The JSON is
 * sent as a string, as any other route's (the API tests' contract check reads string bodies).
 */
export class StoredDocument {
  readonly json: string;
  readonly bytes: number;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(document: unknown) {
    this.json = JSON.stringify(document);
    this.bytes = Buffer.byteLength(this.json);
  }

  encode(encoding: Encoding): Promise<Buffer> {
    let made = this.encoded.get(encoding);
    if (!made) {
      made = compressors[encoding](Buffer.from(this.json));
      // A failed compression is tried again by the next request, not remembered.
      made.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, made);
    }
    return made;
  }
}

/** Up to this many bytes of documents per process (an organization's is about 0.9 MB with its encodings). */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

type Cache = {
  kept: LRUCache<string, StoredDocument>;
  /** Documents being made: requests that arrive meanwhile wait for the same one. */
  making: Map<string, Promise<StoredDocument>>;
};

/** One cache per database handle: two databases in one process (the tests) never share one. */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      kept: new LRUCache<string, StoredDocument>({
        maxSize: CACHE_MAX_BYTES,
        // The encodings come later and are about a tenth of the JSON.
        sizeCalculation: (document) => Math.ceil(document.bytes * 1.25),
      }),
      making: new Map(),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** The document under `key`, built by `build` when this process has not made it yet. */
export function storedDocument(db: Db, key: string, build: () => Promise<unknown>): Promise<StoredDocument> {
  const { kept, making } = cacheOf(db);
  const found = kept.get(key);
  if (found) return Promise.resolve(found);
  let made = making.get(key);
  if (!made) {
    made = build().then((document) => new StoredDocument(document));
    making.set(key, made);
    made
      .then((document) => kept.set(key, document))
      .catch(() => undefined) // the requests waiting for it answer the error
      .finally(() => making.delete(key));
  }
  return made;
}

/**
 * Sends a stored document: compressed bytes made once when the client accepts them (the
 * compression hook, seeing `content-encoding`, leaves them alone), else the JSON itself, which
 * that hook handles as any other body. The same choice as that hook makes: the same
 * negotiation, nothing compressed below 1 KiB or for HEAD, `Vary: Accept-Encoding`.
 */
export async function sendStoredDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: StoredDocument,
): Promise<FastifyReply> {
  reply.type(JSONAPI_MEDIA_TYPE);
  const encoding =
    document.bytes >= COMPRESS_FROM_BYTES && request.method !== 'HEAD'
      ? negotiate(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(document.json);
  const bytes = await document.encode(encoding);
  return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(bytes);
}
