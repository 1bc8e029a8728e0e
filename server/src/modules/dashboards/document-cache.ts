import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { negotiate } from '../../http/compression';
import { JSONAPI_MEDIA_TYPE } from '../../http/jsonapi';
import { keptDocuments } from '../../http/kept-documents';

/**
 * Dashboards' documents, serialised (and compressed) once per process, variant and version. A released
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

/**
 * The document of `variant` (what the request asks for: scope, node, range) at `version` (what
 * the database says it shows: names, groups, releases; queries.ts), from the database's kept
 * documents (http/kept-documents.ts), built by `build` when this process has not made it yet.
 * Requests that arrive while it is made wait for the same one.
 */
export function storedDocument(
  db: Db,
  variant: string,
  version: string,
  build: () => Promise<unknown>,
): Promise<StoredDocument> {
  return keptDocuments(db).keep(
    { route: 'dashboards', reader: null, variant },
    version,
    async () => new StoredDocument(await build()),
    // The encodings come later and are about a tenth of the JSON.
    (document) => ({ size: Math.ceil(document.bytes * 1.25) }),
  );
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
