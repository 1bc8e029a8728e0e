import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../env';
import { isStorageKey, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** Each call gives up after this long, so a stalled bucket cannot hold a request for ever. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A refusal or failure of the object store; the message names the operation, status and S3 code, never a secret. */
export class S3StorageError extends Error {
  constructor(
    readonly operation: 'put' | 'get' | 'delete',
    readonly status: number,
    readonly s3Code: string | null,
  ) {
    super(`S3 ${operation} failed: HTTP ${status}${s3Code ? ` ${s3Code}` : ''}`);
  }
}

/** `<Code>NoSuchKey</Code>` from an S3 XML error body, when there is one. */
async function errorCode(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? null;
}

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway, OVH…), signed with
 * AWS Signature V4 by aws4fetch. Objects are private (canned ACL `private` unless configured
 * otherwise) and never served from the bucket: the app's `/uploads/:name` route reads them, so
 * access checks, Content-Disposition and nosniff stay in one place. Keys are the same random
 * names as on disk, at the root of the bucket.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    // aws4fetch retries 5xx and 429 with backoff; a couple of tries is enough inside a request.
    this.client = new AwsClient({ ...this.credentials(), retries: 2 });
  }

  private credentials() {
    return {
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      service: 's3',
      region: this.settings.region,
    };
  }

  /** Path style: `endpoint/bucket/key`; otherwise virtual-hosted: `bucket.endpoint-host/key`. */
  objectUrl(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const endpoint = new URL(this.settings.endpoint);
    if (this.settings.forcePathStyle) {
      return `${endpoint.origin}/${this.settings.bucket}/${key}`;
    }
    return `${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}/${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // The payload's hash is signed, so the store can refuse bytes altered on the way.
      'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
    };
    if (this.settings.acl) headers['x-amz-acl'] = this.settings.acl;
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'PUT',
      headers,
      body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new S3StorageError('put', response.status, await errorCode(response));
    await response.body?.cancel();
  }

  /**
   * Streams a file from disk in one PUT. Its SHA-256 is read first (a pass over the file) and
   * signed, as `put` does, so the store still refuses bytes altered on the way; the length is
   * given since S3 takes no chunked upload. No retries inside the call: a stream is read once
   * (the export's job retries the whole file instead).
   */
  async putFile(key: string, filePath: string): Promise<void> {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
    const { size } = await stat(filePath);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(size),
      'x-amz-content-sha256': hash.digest('hex'),
    };
    if (this.settings.acl) headers['x-amz-acl'] = this.settings.acl;
    const once = new AwsClient({ ...this.credentials(), retries: 0 });
    const response = await once.fetch(this.objectUrl(key), {
      method: 'PUT',
      headers,
      body: Readable.toWeb(createReadStream(filePath)) as ReadableStream,
      // Big files take longer than one request of `put`: a minute per 50 MB, at least the usual.
      signal: AbortSignal.timeout(Math.max(REQUEST_TIMEOUT_MS, Math.ceil(size / 50_000_000) * 60_000)),
    });
    if (!response.ok) throw new S3StorageError('put', response.status, await errorCode(response));
    await response.body?.cancel();
  }

  async getStream(key: string): Promise<Readable | null> {
    // The answer must start within the usual time; the body may then take as long as it needs.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const response = await this.client
      .fetch(this.objectUrl(key), { method: 'GET', signal: controller.signal })
      .finally(() => clearTimeout(timer));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new S3StorageError('get', response.status, await errorCode(response));
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as WebReadableStream);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'GET',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new S3StorageError('get', response.status, await errorCode(response));
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: 'DELETE',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // S3 answers 204 whether or not the key existed; some compatible servers answer 404.
    if (!response.ok && response.status !== 404) {
      throw new S3StorageError('delete', response.status, await errorCode(response));
    }
    await response.body?.cancel();
  }
}
