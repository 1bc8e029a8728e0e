import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fakes/fake-s3';
import type { S3Settings } from '../env';
import { S3Storage, S3StorageError } from './s3';
import { newStorageKey } from './storage';

const credentials = {
  accessKeyId: 'AKIATESTKEY',
  secretAccessKey: 'test-secret-do-not-leak',
  region: 'ca-central-1',
};
let s3: FakeS3;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  settings = {
    bucket: 'evenkeel-test',
    region: credentials.region,
    endpoint: s3.endpoint,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    forcePathStyle: true,
    acl: 'private',
  };
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.requests.length = 0;
});

describe('S3Storage', () => {
  it('puts an object with its content type and a private ACL, signed with SigV4, then gets and deletes it', async () => {
    const storage = new S3Storage(settings);
    const key = newStorageKey('png');
    const data = Buffer.from('not really a png, but bytes are bytes');
    await storage.put(key, data);

    const stored = s3.objects.get(`evenkeel-test/${key}`);
    expect(stored?.data.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.acl).toBe('private');
    const [put] = s3.requests;
    expect(put).toMatchObject({ method: 'PUT', path: `/evenkeel-test/${key}`, authorized: true });
    expect(String(put?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/ca-central-1\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, ?Signature=[0-9a-f]{64}$/,
    );
    // The payload is signed, not UNSIGNED-PAYLOAD.
    expect(put?.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(data).digest('hex'));

    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.delete(key);
    expect(s3.objects.has(`evenkeel-test/${key}`)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(s3.requests.map((request) => [request.method, request.authorized])).toEqual([
      ['PUT', true],
      ['GET', true],
      ['DELETE', true],
      ['GET', true],
    ]);
  });

  it('stores JPEG and PDF with their types; a missing key reads as null and deletes quietly', async () => {
    const storage = new S3Storage(settings);
    const jpg = newStorageKey('jpg');
    const pdf = newStorageKey('pdf');
    await storage.put(jpg, Buffer.from([0xff, 0xd8, 0xff]));
    await storage.put(pdf, Buffer.from('%PDF-1.4'));
    expect(s3.objects.get(`evenkeel-test/${jpg}`)?.contentType).toBe('image/jpeg');
    expect(s3.objects.get(`evenkeel-test/${pdf}`)?.contentType).toBe('application/pdf');
    const missing = newStorageKey('png');
    expect(await storage.get(missing)).toBeNull();
    await expect(storage.delete(missing)).resolves.toBeUndefined();
  });

  it('sends no ACL header when the bucket has ACLs disabled (S3_ACL=none)', async () => {
    const storage = new S3Storage({ ...settings, acl: null });
    const key = newStorageKey('png');
    await storage.put(key, Buffer.from('x'));
    expect(s3.requests[0]?.headers['x-amz-acl']).toBeUndefined();
    expect(s3.objects.get(`evenkeel-test/${key}`)?.acl).toBeUndefined();
  });

  it('fails with the store’s code, never the secret, when the credentials are wrong', async () => {
    const storage = new S3Storage({ ...settings, secretAccessKey: 'another-secret' });
    const key = newStorageKey('png');
    const error = await storage.put(key, Buffer.from('x')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ operation: 'put', status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(String((error as Error).message)).not.toContain('secret');
    expect(s3.objects.has(`evenkeel-test/${key}`)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ status: 403 });
  });

  it('retries a failing store twice, then reports the failure', async () => {
    const storage = new S3Storage(settings);
    const key = newStorageKey('png');
    s3.failNext(503, 2);
    await storage.put(key, Buffer.from('after two failures'));
    expect(s3.objects.has(`evenkeel-test/${key}`)).toBe(true);
    s3.failNext(500, 3);
    await expect(storage.get(key)).rejects.toMatchObject({ operation: 'get', status: 500 });
    expect(s3.requests.filter((request) => request.method === 'GET')).toHaveLength(3);
  });

  it('addresses objects path-style or virtual-hosted, and only by valid storage keys', () => {
    const key = newStorageKey('png');
    expect(new S3Storage(settings).objectUrl(key)).toBe(`${s3.endpoint}/evenkeel-test/${key}`);
    const aws = new S3Storage({
      ...settings,
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      forcePathStyle: false,
    });
    expect(aws.objectUrl(key)).toBe(`https://evenkeel-test.s3.ca-central-1.amazonaws.com/${key}`);
    expect(() => aws.objectUrl('../other-bucket/x.png')).toThrow('invalid storage key');
  });
});
