import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
}

const KEY = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;

export function newStorageKey(extension: 'png' | 'jpg' | 'pdf'): string {
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
}
