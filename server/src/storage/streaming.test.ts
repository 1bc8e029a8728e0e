import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fakes/fake-s3';
import { S3Storage } from './s3';
import { isStorageKey, LocalStorage, newStorageKey } from './storage';

const credentials = { accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret', region: 'ca-central-1' };
let s3: FakeS3;
let folder: string;
let source: string;
const bytes = randomBytes(256 * 1024);

async function read(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  folder = await mkdtemp(path.join(tmpdir(), 'evenkeel-storage-'));
  source = path.join(folder, 'export.zip');
  await writeFile(source, bytes);
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe('streamed storage (data exports)', () => {
  it('accepts zip keys and still refuses paths', () => {
    expect(isStorageKey(newStorageKey('zip'))).toBe(true);
    expect(isStorageKey('../evil.zip')).toBe(false);
    expect(isStorageKey(`${'a'.repeat(32)}.zip.png/..`)).toBe(false);
  });

  it('copies a file into the local folder (owner-only) and streams it back; a missing key is null', async () => {
    const storage = new LocalStorage(path.join(folder, 'uploads'));
    const key = newStorageKey('zip');
    await storage.putFile(key, source);
    expect((await stat(path.join(folder, 'uploads', key))).mode & 0o777).toBe(0o600);
    expect((await read(await storage.getStream(key))).equals(bytes)).toBe(true);
    // A key is written once: a second file under it is refused, and nothing half-written stays.
    await expect(storage.putFile(key, source)).rejects.toThrow();
    expect(await readdir(path.join(folder, 'uploads'))).toEqual([key]);
    await storage.delete(key);
    expect(await storage.getStream(key)).toBeNull();
    await expect(storage.putFile('../escape.zip', source)).rejects.toThrow('invalid storage key');
  });

  it('puts a file in the bucket with a signed payload hash and its length, and streams it back', async () => {
    const storage = new S3Storage({
      bucket: 'evenkeel-test',
      region: credentials.region,
      endpoint: s3.endpoint,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      forcePathStyle: true,
      acl: 'private',
    });
    const key = newStorageKey('zip');
    await storage.putFile(key, source);
    const stored = s3.objects.get(`evenkeel-test/${key}`);
    expect(stored?.data.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('application/zip');
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.authorized).toBe(true);
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect((await read(await storage.getStream(key))).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.getStream(key)).toBeNull();
  });
});
