import { createHash } from 'node:crypto';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export type ManifestFile = { path: string; sha256: string; bytes: number };

/**
 * One ZIP written as it is made (yazl): each entry's bytes are hashed on their way in, so the
 * manifest can list every file with its SHA-256 without holding any file whole; the archive's own
 * bytes are counted and hashed on their way out.
 */
export class ZipWriter {
  private readonly zip = new ZipFile();
  private readonly files: ManifestFile[] = [];
  private readonly done: Promise<void>;
  private readonly outHash = createHash('sha256');
  private outBytes = 0;

  constructor(out: Writable) {
    const counter = new PassThrough();
    counter.on('data', (chunk: Buffer) => {
      this.outBytes += chunk.length;
      this.outHash.update(chunk);
    });
    this.done = pipeline(this.zip.outputStream, counter, out);
    // A failed export never reaches finish(): its rejection is the caller's to see there, not an
    // unhandled one that ends the process.
    this.done.catch(() => undefined);
  }

  /** Adds a file from a stream of its bytes; resolves once they are all in the archive. */
  async addStream(path: string, source: Readable): Promise<void> {
    const hash = createHash('sha256');
    let bytes = 0;
    const entry = new PassThrough();
    const added = new Promise<void>((resolve, reject) => {
      entry.on('end', resolve);
      entry.on('error', reject);
    });
    this.zip.addReadStream(entry, path, { mtime: new Date(0) });
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer | string>) {
        for await (const chunk of chunks) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          hash.update(buffer);
          bytes += buffer.length;
          yield buffer;
        }
      },
      entry,
    );
    await added;
    this.files.push({ path, sha256: hash.digest('hex'), bytes });
  }

  /** Adds a small file held in memory (the manifest, one JSON document). */
  async addBuffer(path: string, data: Buffer | string): Promise<void> {
    const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.zip.addBuffer(buffer, path, { mtime: new Date(0) });
    this.files.push({
      path,
      sha256: createHash('sha256').update(buffer).digest('hex'),
      bytes: buffer.length,
    });
  }

  /** Every file added so far, in order, for the manifest. */
  manifestFiles(): ManifestFile[] {
    return [...this.files];
  }

  /** Ends the archive and waits until its last byte is written. */
  async finish(): Promise<{ sizeBytes: number; sha256: string }> {
    this.zip.end();
    await this.done;
    return { sizeBytes: this.outBytes, sha256: this.outHash.digest('hex') };
  }
}
