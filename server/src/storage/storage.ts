import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. Keys are random server-side names ("<32 hex>.png"), never a
 * user's file name. Two adapters: the local folder (default) and an S3-compatible bucket
 * (`S3Storage`, when S3_* is configured); see docs/decisions/0004-account-page.md.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores a file from disk as it is read, never whole in memory (a data export's ZIP, issue 30);
   * the caller keeps and removes its file.
   */
  putFile(key: string, filePath: string): Promise<void>;
  /** The bytes as a stream, or null when the key does not exist. */
  getStream(key: string): Promise<Readable | null>;
}

const KEY = /^[a-f0-9]{32}\.(png|jpg|pdf|zip)$/;

export type StorageExtension = 'png' | 'jpg' | 'pdf' | 'zip';

export function newStorageKey(extension: StorageExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** `${EVENKEEL_DATA_DIR}/uploads/<key>`: one flat folder, keys checked so no path escapes it. */
export class LocalStorage implements Storage {
  constructor(private readonly folder: string) {}

  private file(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.folder, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.file(key), data, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const target = this.file(key);
    // Created first (refused when the key exists), so a failure below removes only our own copy.
    const handle = await open(target, 'wx', 0o600);
    try {
      await pipeline(createReadStream(filePath), handle.createWriteStream());
    } catch (error) {
      // A half-written copy must not pass for the file.
      await rm(target, { force: true });
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | null> {
    try {
      // Opened here, so a missing file is null rather than an error once the answer has started.
      const handle = await open(this.file(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
